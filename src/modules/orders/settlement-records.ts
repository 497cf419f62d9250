import { amount, date, identifier, text } from '../../lib/records/parsers.js';
import type { ParseContext, ParseResult, RecordRules } from '../../lib/records/types.js';

const ORDER_NUMBER = /^(?:ord(?:er)?)?[\s#:-]*0*(\d{1,9})$/i;

/** An order number as the portal writes it (ORD-000123); "123", "ord 123", "#123" are read and shown as changed. */
export function orderNumberCell(raw: string): ParseResult {
  const match = ORDER_NUMBER.exec(raw.trim());
  if (!match || Number(match[1]) === 0)
    return {
      error: {
        code: 'INVALID_VALUE',
        message: 'Not an order number: write it as the portal does, like ORD-000123.',
        params: { reason: 'order_number' },
      },
    };
  const value = `ORD-${match[1]!.padStart(6, '0')}`;
  return value === raw ? { value } : { value, normalised: true };
}

/** The day the provider served the order: a date, not in the future. */
function servedOn(raw: string, context: ParseContext): ParseResult {
  const parsed = date(raw, context);
  if ('error' in parsed || parsed.value === null) return parsed;
  if (parsed.value > context.today)
    return {
      error: { code: 'INVALID_DATE', message: 'The day an order was served cannot be in the future.', params: { reason: 'future' } },
    };
  return parsed;
}

/**
 * A line of a provider's invoice, as the settlements import reads it (migration/datasets/settlements.ts):
 * the order it bills, the amount (at least 0, two decimals at most), the provider's invoice and day, and
 * the provider's code. What the line may do to its order is checked against the orders set-wise.
 */
export const settlementRules: RecordRules = {
  fields: [
    {
      key: 'order_number',
      label: 'Order number',
      required: true,
      format: "the portal's order number, like ORD-000123 (123 is read too)",
      example: 'ORD-000123',
      synonyms: {
        en: [
          'order number',
          'order no',
          'order',
          'order #',
          'order id',
          'order ref',
          'order reference',
          'authorisation number',
          'authorization number',
          'voucher number',
        ],
        am: ['የትዕዛዝ ቁጥር', 'ትዕዛዝ ቁጥር', 'ትዕዛዝ'],
      },
      cellType: 'text',
      parse: orderNumberCell,
    },
    {
      key: 'amount',
      label: 'Amount',
      required: true,
      format: "at least 0, at most two decimals, in the organisation's currency; not more than the order's approved amount",
      example: '1250.00',
      synonyms: {
        en: [
          'amount',
          'invoice amount',
          'amount (etb)',
          'amount etb',
          'total',
          'total amount',
          'net amount',
          'amount due',
          'billed amount',
          'charged',
        ],
        am: ['መጠን', 'የገንዘብ መጠን', 'ጠቅላላ', 'ጠቅላላ ድምር', 'ዋጋ', 'ብር'],
      },
      parse: amount,
    },
    {
      key: 'invoice_ref',
      label: 'Invoice reference',
      required: true,
      format: "the provider's invoice or receipt number, 1 to 100 characters",
      example: 'INV-2026-0142',
      synonyms: {
        en: [
          'invoice',
          'invoice number',
          'invoice no',
          'invoice ref',
          'invoice reference',
          'invoice #',
          'reference',
          'bill number',
          'receipt number',
          'receipt no',
        ],
        am: ['የደረሰኝ ቁጥር', 'ደረሰኝ', 'የክፍያ መጠየቂያ ቁጥር', 'ኢንቮይስ'],
      },
      cellType: 'text',
      parse: text(1, 100),
    },
    {
      key: 'fulfilled_on',
      label: 'Served on',
      required: true,
      format: 'the day the provider served the order, not in the future',
      example: '2026-05-30',
      synonyms: {
        en: [
          'fulfilled on',
          'served on',
          'date',
          'service date',
          'date of service',
          'dispensed on',
          'dispense date',
          'delivered on',
          'invoice date',
        ],
        am: ['ቀን', 'የተሰጠበት ቀን', 'የአገልግሎት ቀን'],
      },
      cellType: 'date',
      parse: servedOn,
    },
    {
      key: 'provider_code',
      label: 'Provider code',
      required: true,
      format: "the provider's code in the portal",
      example: 'PH-BOLE',
      synonyms: {
        en: ['provider code', 'provider', 'pharmacy code', 'pharmacy', 'supplier code', 'supplier', 'vendor code', 'facility code'],
        am: ['የአቅራቢ ኮድ', 'አቅራቢ', 'ፋርማሲ'],
      },
      cellType: 'text',
      parse: identifier,
    },
  ],
  rowRules: () => [],
};
