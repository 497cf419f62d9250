import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { numberStyle } from '../../src/modules/migration/files/number-formats.js';
import { MergeFiller, mergedRanges } from '../../src/modules/migration/files/xlsx-merges.js';
import { registerDate } from '../../src/lib/records/dates.js';

describe('a number format with literal text (issue 59, item 4)', () => {
  const shown = (code: string, value: number) => numberStyle(code).show?.(value);

  it('shows the number as the spreadsheet does', () => {
    expect(shown('"EMP-"0000', 42)).toBe('EMP-0042');
    expect(shown('"EMP-"0000', 123456)).toBe('EMP-123456');
    expect(shown('0000" ETB"', 1500)).toBe('1500 ETB');
    expect(shown('#,##0.00" ETB"', 1500)).toBe('1,500.00 ETB');
    expect(shown('"ETB "#,##0.00', 1234567.5)).toBe('ETB 1,234,567.50');
    expect(shown('0.00" ብር"', 12.5)).toBe('12.50 ብር');
    expect(shown('"E"000"-"00', 4213)).toBe('E042-13');
    expect(shown('\\E\\M\\P0000', 7)).toBe('EMP0007');
    expect(shown('"No. "#', 0)).toBe('No. ');
  });

  it('leaves the stored number to the parsers where the format adds no words', () => {
    for (const code of ['General', '#,##0.00', '0.00', '$#,##0.00', '_("$"* #,##0.00_)', '0%', '0.00E+00', '# ?/?', '000-000-0000'])
      expect(numberStyle(code).show, code).toBeUndefined();
    expect(numberStyle('00000')).toMatchObject({ zeros: 5, date: false });
    expect(numberStyle('dd"/"mm"/"yyyy')).toMatchObject({ date: true, show: undefined });
  });
});

describe('merged cells (issue 59, item 5)', () => {
  it('are read from the sheet part, prefixed or not, split across chunks', async () => {
    const xml =
      '<worksheet><sheetData/><mergeCells count="2"><mergeCell ref="E4:E6"/><x:mergeCell ref="$B$2:D2"/></mergeCells></worksheet>';
    const chunks = [xml.slice(0, 40), xml.slice(40, 61), xml.slice(61, 90), xml.slice(90)].map((part) => Buffer.from(part));
    expect(await mergedRanges(Readable.from(chunks))).toEqual([
      { top: 4, left: 4, bottom: 6, right: 4 },
      { top: 2, left: 1, bottom: 2, right: 3 },
    ]);
  });

  it("give every cell of a merge its first cell's value, and count them", () => {
    const filler = new MergeFiller([
      { top: 2, left: 0, bottom: 4, right: 0 },
      { top: 1, left: 1, bottom: 1, right: 3 },
    ]);
    const header = ['', 'Group', '', ''];
    expect(filler.fill(1, header)).toBe(2);
    expect(header).toEqual(['', 'Group', 'Group', 'Group']);
    const rows = [
      ['Finance', 'a'],
      ['', 'b'],
      ['Other', 'c'],
      ['', 'd'],
    ];
    expect(rows.map((cells, i) => filler.fill(i + 2, cells))).toEqual([0, 1, 0, 0]);
    // A cell that holds a value of its own keeps it; below the merge nothing is filled.
    expect(rows.map((cells) => cells[0])).toEqual(['Finance', 'Finance', 'Other', '']);
  });
});

describe('a date as an Amharic register writes it (issue 59, item 16)', () => {
  it("reads Ge'ez numerals, the era word and ቀን, and says the date is Ethiopian", () => {
    expect(registerDate('፫/፭/፳፻፲፮')).toEqual({ text: '3/5/2016', ethiopian: true });
    expect(registerDate('፲፪/፲፫/፲፱፻፹፪')).toEqual({ text: '12/13/1982', ethiopian: true });
    expect(registerDate('3 ጥር 2016 ዓ.ም')).toEqual({ text: '3 ጥር 2016', ethiopian: true });
    expect(registerDate('ጥር 3 ቀን 2016 ዓ.ም.')).toEqual({ text: 'ጥር 3 2016', ethiopian: true });
    expect(registerDate('3/5/2016 E.C.')).toEqual({ text: '3/5/2016', ethiopian: true });
    expect(registerDate('12/03/1990')).toEqual({ text: '12/03/1990', ethiopian: false });
    expect(registerDate('12 Dec 1990')).toEqual({ text: '12 Dec 1990', ethiopian: false });
  });
});
