import { describe, expect, it } from 'vitest';
import { amount, date } from '../../src/lib/records/parsers.js';
import type { ParseContext } from '../../src/lib/records/types.js';

/**
 * Issue 35: the forms dates and amounts take in exports, each read to the one stored value (or refused
 * saying why). Cases gathered from payroll exports, spreadsheet programs' date formats and date-parsing
 * libraries' test lists; pure functions, so every form is listed here rather than imported.
 */
const CSV: ParseContext = { fileFormat: 'csv', today: '2026-11-25', currency: 'ETB' };
const read = (raw: string, context: Partial<ParseContext> = {}) => {
  const parsed = date(raw, { ...CSV, ...context });
  return 'error' in parsed ? `${parsed.error.code}:${String(parsed.error.params?.reason)}` : parsed.value;
};

describe('a date cell', () => {
  it.each([
    ['1990-03-12', '1990-03-12'],
    ['1990/03/12', '1990-03-12'],
    ['1990.3.12', '1990-03-12'],
    ['19900312', '1990-03-12'],
    ['1982-07-12 00:00:00', '1982-07-12'],
    ['2020-01-15T00:00:00', '2020-01-15'],
    ['2020-01-15T00:00:00.000Z', '2020-01-15'],
    ['2019-01-15 13:45', '2019-01-15'],
    ['2019-01-15 1:45 PM', '2019-01-15'],
    ['12/03/1990', '1990-03-12'],
    ['12-03-1990', '1990-03-12'],
    ['12.03.1990', '1990-03-12'],
    ['2/3/1990', '1990-03-02'],
    ['12/03/1990 08:30', '1990-03-12'],
    ['12-Mar-1990', '1990-03-12'],
    ['12 March 1990', '1990-03-12'],
    ['12 MARCH 1990', '1990-03-12'],
    ['12/Mar/1990', '1990-03-12'],
    ['3rd March 1990', '1990-03-03'],
    ['March 12, 1990', '1990-03-12'],
    ['Mar 12 1990', '1990-03-12'],
    ['Mar. 12, 1990', '1990-03-12'],
    ['Sept 3 2001', '2001-09-03'],
    ['1990-Mar-12', '1990-03-12'],
    ['1990 March 12', '1990-03-12'],
    ['Monday, 12 March 1990', '1990-03-12'],
    ['Mon 12 Mar 1990', '1990-03-12'],
    ['12 ማርች 1990', '1990-03-12'],
    ['21 ጃንዋሪ 2000', '2000-01-21'],
    // Ethiopian months by name, in Amharic (either letter of a sound) and in transliteration.
    ['12 መጋቢት 1982', '1990-03-21'],
    ['5 ሐምሌ 1982', '1990-07-12'],
    ['5 ሃምሌ 1982', '1990-07-12'],
    ['1 መስከረም 2017', '2024-09-11'],
    ['Meskerem 1, 2017', '2024-09-11'],
    ['3 ህዳር 1983', '1990-11-12'],
    ['ሰኞ፣ 3 ኅዳር 1983', '1990-11-12'],
    ['6 ጳጉሜ 2015', '2023-09-11'],
  ])('%s is %s', (raw, stored) => expect(read(raw)).toBe(stored));

  it.each([
    ['31/02/1990', 'INVALID_DATE:no_such_day'],
    ['29/02/1900', 'INVALID_DATE:no_such_day'],
    ['1990-13-01', 'INVALID_DATE:month_13'],
    ['12/03/90', 'INVALID_DATE:shape'],
    ['Marsh 3 1990', 'INVALID_DATE:shape'],
    ['yesterday', 'INVALID_DATE:shape'],
    ['6 ጳጉሜ 2016', 'INVALID_DATE:pagume'],
    ['19901305', 'INVALID_DATE:month_13'],
    ['19901312', 'INVALID_DATE:no_such_day'],
    ['2999-01-01', '2999-01-01'],
  ])('%s is refused as %s', (raw, answer) => expect(read(raw)).toBe(answer));

  it('reads month first, and in the Ethiopian calendar, where the column is so', () => {
    expect(read('03/25/1990', { dateFormat: { date_order: 'MDY', calendar: 'gregorian' } })).toBe('1990-03-25');
    expect(read('03/25/1990')).toBe('INVALID_DATE:no_such_day');
    expect(read('05/11/1982', { dateFormat: { date_order: 'DMY', calendar: 'ethiopian' } })).toBe('1990-07-12');
    expect(read('11/05/1982', { dateFormat: { date_order: 'MDY', calendar: 'ethiopian' } })).toBe('1990-07-12');
    expect(read('31/05/2016', { dateFormat: { date_order: 'DMY', calendar: 'ethiopian' } })).toBe('INVALID_DATE:ethiopian_day');
    // A Gregorian month's name is read in the Gregorian calendar whatever the column says.
    expect(read('12 March 1990', { dateFormat: { date_order: 'DMY', calendar: 'ethiopian' } })).toBe('1990-03-12');
  });

  it('marks a value read from another form as normalised, and one already stored as it is not', () => {
    expect(date('1990-03-12', CSV)).toEqual({ value: '1990-03-12' });
    expect(date('12/03/1990', CSV)).toEqual({ value: '1990-03-12', normalised: true });
  });
});

describe('an amount cell', () => {
  const money = (raw: string, currency = 'ETB') => {
    const parsed = amount(raw, { ...CSV, currency });
    return 'error' in parsed
      ? `${parsed.error.code}:${String(parsed.error.params?.reason ?? '')}:${String(parsed.error.params?.currency ?? '')}`
      : `${parsed.value}${parsed.normalised ? ' (normalised)' : ''}`;
  };
  it.each([
    ['1500', '1500.00'],
    ['1500.5', '1500.50'],
    ['0', '0.00'],
    ['007', '7.00'],
    ['1,500.00', '1500.00 (normalised)'],
    ['2,000', '2000.00 (normalised)'],
    ['12,345,678.90', '12345678.90 (normalised)'],
    ['2 000', '2000.00 (normalised)'],
    ['2\u00a0000,50', '2000.50 (normalised)'],
    ['2\u202f000', '2000.00 (normalised)'],
    ["1'500.00", '1500.00 (normalised)'],
    ['1.500,50', '1500.50 (normalised)'],
    ['1500,5', '1500.50 (normalised)'],
    ['1.500.000', '1500000.00 (normalised)'],
    ['ETB 2000', '2000.00 (normalised)'],
    ['etb2,000', '2000.00 (normalised)'],
    ['2000 ብር', '2000.00 (normalised)'],
    ['Br 1500', '1500.00 (normalised)'],
    ['Br. 1500', '1500.00 (normalised)'],
    ['1500 Birr', '1500.00 (normalised)'],
  ])('%s is %s', (raw, stored) => expect(money(raw)).toBe(stored));

  it.each([
    ['USD 200', 'INVALID_AMOUNT:currency:USD'],
    ['$50', 'INVALID_AMOUNT:currency:USD'],
    ['50 €', 'INVALID_AMOUNT:currency:EUR'],
    ['KES 10', 'INVALID_AMOUNT:currency:KES'],
    ['-5', 'INVALID_AMOUNT:negative:'],
    ['(500)', 'INVALID_AMOUNT:negative:'],
    ['1.500', 'INVALID_AMOUNT::'],
    ['1,50,0', 'INVALID_AMOUNT::'],
    ['ten', 'INVALID_AMOUNT::'],
    ['ETB 20 USD', 'INVALID_AMOUNT::'],
  ])('%s is refused as %s', (raw, answer) => expect(money(raw)).toBe(answer));

  it('refuses a cell far longer than any amount or date, before any pattern reads it', () => {
    expect(money(`1${' 000'.repeat(10_000)}`)).toBe('INVALID_AMOUNT::');
    expect(read(`12 ${'x'.repeat(30_000)} 1990`)).toBe('INVALID_DATE:shape');
  });

  it("takes the organisation's own currency, whichever it is", () => {
    expect(money('$50', 'USD')).toBe('50.00 (normalised)');
    expect(money('ETB 50', 'USD')).toBe('INVALID_AMOUNT:currency:ETB');
  });
});
