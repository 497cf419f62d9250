import type { LedgerKind } from '../../db/spending-tables.js';

export type StatementLocale = 'en' | 'am';

/** What a statement's file says, in each language it is made in. */
export const STATEMENT_WORDS = {
  en: {
    title: 'Statement',
    columns: ['Date', 'Order', 'Member', 'Employee number', 'Department', 'Provider', 'Category', 'Kind', 'Amount'],
    description: 'Description',
    kinds: { grant: 'Granted', reserve: 'On hold', release: 'Released', capture: 'Paid', adjust: 'Adjusted' },
    categories: {
      PHARMACY: 'Pharmacy',
      CONSULTATION: 'Consultation',
      LAB: 'Laboratory',
      OPTICAL: 'Optical',
      DENTAL: 'Dental',
      OTHER: 'Other',
    },
    scopes: { member: 'Member', department: 'Department', organisation: 'Organisation', provider: 'Provider' },
    totals: {
      opening: 'Opening balance',
      granted: 'Granted',
      reserved: 'Put on hold',
      released: 'Released',
      captured: 'Paid',
      adjusted: 'Adjusted',
      closing: 'Closing balance',
    },
    number: 'Number',
    period: 'Benefit period',
    days: 'Days',
    made: 'Made',
    lines: 'Lines',
    checksum: 'SHA-256 of the CSV',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    signature: 'Checked and signed by',
    signatureDate: 'Date',
    currency: 'Currency',
  },
  am: {
    title: 'መግለጫ',
    columns: ['ቀን', 'ትዕዛዝ', 'አባል', 'የሠራተኛ ቁጥር', 'ክፍል', 'አቅራቢ', 'ምድብ', 'ዓይነት', 'መጠን'],
    description: 'ዝርዝር',
    kinds: { grant: 'የተፈቀደ', reserve: 'የተያዘ', release: 'የተለቀቀ', capture: 'የተከፈለ', adjust: 'ማስተካከያ' },
    categories: { PHARMACY: 'መድኃኒት ቤት', CONSULTATION: 'ምክክር', LAB: 'ላቦራቶሪ', OPTICAL: 'የዓይን', DENTAL: 'የጥርስ', OTHER: 'ሌላ' },
    scopes: { member: 'አባል', department: 'ክፍል', organisation: 'ድርጅት', provider: 'አቅራቢ' },
    totals: {
      opening: 'የመነሻ ቀሪ',
      granted: 'የተፈቀደ',
      reserved: 'የተያዘ',
      released: 'የተለቀቀ',
      captured: 'የተከፈለ',
      adjusted: 'ማስተካከያ',
      closing: 'የመዝጊያ ቀሪ',
    },
    number: 'ቁጥር',
    period: 'የጥቅም ዘመን',
    days: 'ቀናት',
    made: 'የተዘጋጀበት',
    lines: 'መስመሮች',
    checksum: 'የCSV SHA-256',
    page: (n: number, of: number) => `ገጽ ${n} ከ ${of}`,
    signature: 'ያረጋገጠው እና የፈረመው',
    signatureDate: 'ቀን',
    currency: 'ገንዘብ',
  },
} as const satisfies Record<StatementLocale, { kinds: Record<LedgerKind, string> } & Record<string, unknown>>;

const ZONE = 'Africa/Addis_Ababa';
const FORMATS = {
  ethiopian: {
    // ICU's Ethiopic calendar: "22 ግንቦት 2018" in Amharic (no era marker), "Genbot 22, 2018 AM" in English.
    am: new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }),
    en: new Intl.DateTimeFormat('en-u-ca-ethiopic', { dateStyle: 'medium', timeZone: ZONE }),
  },
};
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Writes a day the way the statement's calendar and language do: an ISO day (Addis Ababa's) for the
 * Gregorian calendar, ICU's Ethiopic calendar otherwise. Days repeat across a statement's lines, so each
 * is formatted once (a million lines hold a few hundred days).
 */
export function dayWriter(calendar: 'gregorian' | 'ethiopian', locale: StatementLocale): (at: Date) => string {
  const written = new Map<string, string>();
  return (at) => {
    const day = ISO_DAY.format(at);
    if (calendar === 'gregorian') return day;
    let text = written.get(day);
    if (text === undefined) {
      text = FORMATS.ethiopian[locale].format(new Date(`${day}T12:00:00+03:00`));
      written.set(day, text);
    }
    return text;
  };
}

/** An ISO day (YYYY-MM-DD) in the Ethiopian calendar, as ICU writes it in the language. */
export function ethiopianDay(isoDay: string, locale: StatementLocale): string {
  return FORMATS.ethiopian[locale].format(new Date(`${isoDay}T12:00:00+03:00`));
}
