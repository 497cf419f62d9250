import { describe, expect, it } from 'vitest';
import { excelSerialToIso } from '../../src/lib/records/excel-dates.js';

/** What a `Date` makes of a serial: the reading the arithmetic must give. */
function byDate(serial: number, date1904: boolean): string {
  const iso = new Date((date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30)) + Math.round(serial * 86_400_000)).toISOString();
  return serial % 1 === 0 ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

describe('excelSerialToIso', () => {
  it('reads whole days from 1899-12-30 to 9999-12-31 as a Date does, in both date systems', () => {
    for (const date1904 of [false, true]) {
      const last = date1904 ? 2_957_003 : 2_958_465;
      // Every day to the year 2200, then every seventh (each weekday, each day of the month in turn).
      for (let serial = 0; serial <= last; serial += serial < 110_000 ? 1 : 7) {
        const iso = excelSerialToIso(serial, date1904);
        if (iso !== byDate(serial, date1904))
          expect({ serial, date1904, iso }).toEqual({ serial, date1904, iso: byDate(serial, date1904) });
      }
    }
    expect(excelSerialToIso(0)).toBe('1899-12-30');
    expect(excelSerialToIso(60)).toBe('1900-02-28');
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(excelSerialToIso(45_000)).toBe('2023-03-15');
    expect(excelSerialToIso(0, true)).toBe('1904-01-01');
    expect(excelSerialToIso(2_958_465)).toBe('9999-12-31');
  });

  it('keeps a time of day, and reads what lies outside the calendar as a Date does', () => {
    expect(excelSerialToIso(45_000.5)).toBe('2023-03-15 12:00:00');
    for (const serial of [-1, 2_958_466, 45_000.25, 1e7]) expect(excelSerialToIso(serial)).toBe(byDate(serial, false));
  });
});
