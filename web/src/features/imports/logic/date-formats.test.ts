import { describe, expect, it } from 'vitest';
import { dateColumns, initialFormats, toColumnFormats, unsettled, type DetectedFormat } from './date-formats';

const detected = (over: Partial<DetectedFormat>): DetectedFormat => ({
  date_order: 'DMY',
  calendar: 'gregorian',
  confidence: 'certain',
  calendar_evidence: null,
  values: 2,
  day_first_only: 0,
  month_first_only: 0,
  example_values: [],
  ...over,
});

const JOB = {
  columns: ['ID', 'DOB', 'Start', 'Notes'],
  detected_formats: {
    DOB: detected({ confidence: 'ambiguous' }),
    Start: detected({ date_order: 'MDY', month_first_only: 3 }),
    Notes: detected({}),
  },
  column_formats: {},
};
const DATES = new Set(['date_of_birth', 'employment_start_date']);

describe('the date formats of a mapping', () => {
  it('are asked only for columns mapped to a date field that held dates', () => {
    const draft = { ID: 'external_id', DOB: 'date_of_birth', Start: 'employment_start_date', Notes: 'full_name' };
    expect(dateColumns(JOB, draft, DATES).map((c) => c.column)).toEqual(['DOB', 'Start']);
    expect(dateColumns(JOB, { ...draft, DOB: null }, DATES).map((c) => c.column)).toEqual(['Start']);
  });

  it('start from what was detected where it is certain, and leave an open order unchosen', () => {
    expect(initialFormats(JOB)).toEqual({
      DOB: { calendar: 'gregorian' },
      Start: { calendar: 'gregorian', date_order: 'MDY' },
      Notes: { calendar: 'gregorian', date_order: 'DMY' },
    });
  });

  it("start from the job's saved formats when it has them; a year-first column offers day first", () => {
    const job = {
      ...JOB,
      detected_formats: { ...JOB.detected_formats, Y: detected({ date_order: 'YMD' }) },
      column_formats: { DOB: { date_order: 'MDY' as const, calendar: 'ethiopian' as const } },
    };
    expect(initialFormats(job)).toMatchObject({ DOB: { date_order: 'MDY', calendar: 'ethiopian' }, Y: { date_order: 'DMY' } });
  });

  it('hold the form back until every open order is chosen, and send only the date columns', () => {
    const columns = dateColumns(JOB, { DOB: 'date_of_birth', Start: 'employment_start_date' }, DATES);
    const formats = initialFormats(JOB);
    expect(unsettled(columns, formats).map((c) => c.column)).toEqual(['DOB']);
    const chosen = { ...formats, DOB: { ...formats.DOB, date_order: 'DMY' as const } };
    expect(unsettled(columns, chosen)).toEqual([]);
    expect(toColumnFormats(columns, chosen)).toEqual({
      DOB: { calendar: 'gregorian', date_order: 'DMY' },
      Start: { calendar: 'gregorian', date_order: 'MDY' },
    });
  });
});
