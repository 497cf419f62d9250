/**
 * The mapping screen's date formats, apart from the screen: which mapped columns hold dates, what the
 * server detected in them, what the user chose, and whether every column's order is settled.
 */
import type { Job, MappingBody } from '../../../api/types';
import type { MappingDraft } from './mapping';

export type DetectedFormat = Job['detected_formats'][string];
export type ColumnFormats = NonNullable<MappingBody['column_formats']>;
export type ChosenFormat = ColumnFormats[string];
/** What the screen offers: the day or the month first (a year-first column reads alike either way). */
export type ChosenOrder = 'DMY' | 'MDY';

export interface DateColumn {
  column: string;
  detected: DetectedFormat;
}

/** The columns mapped to a date field whose values held dates, in file order. */
export function dateColumns(
  job: Pick<Job, 'columns' | 'detected_formats'>,
  draft: MappingDraft,
  dateFields: ReadonlySet<string>,
): DateColumn[] {
  return job.columns.flatMap((column) => {
    const field = draft[column];
    const detected = job.detected_formats[column];
    return field && dateFields.has(field) && detected ? [{ column, detected }] : [];
  });
}

/** What the screen starts from: the job's saved formats, else what was detected where it is certain; an open order stays unchosen. */
export function initialFormats(job: Pick<Job, 'detected_formats' | 'column_formats'>): ColumnFormats {
  const formats: ColumnFormats = {};
  for (const [column, detected] of Object.entries(job.detected_formats)) {
    const saved = job.column_formats[column];
    const order = saved?.date_order ?? (detected.confidence === 'certain' ? detected.date_order : undefined);
    formats[column] = { calendar: saved?.calendar ?? detected.calendar, ...(order ? { date_order: order === 'MDY' ? 'MDY' : 'DMY' } : {}) };
  }
  return formats;
}

/** The date columns whose order is open (no value decides, or the values disagree) and not yet chosen. */
export function unsettled(columns: DateColumn[], formats: ColumnFormats): DateColumn[] {
  return columns.filter(({ column, detected }) => detected.confidence !== 'certain' && !formats[column]?.date_order);
}

/** The body's column_formats: the chosen format of each date column (none for others, which the server refuses). */
export function toColumnFormats(columns: DateColumn[], formats: ColumnFormats): ColumnFormats {
  return Object.fromEntries(columns.flatMap(({ column }) => (formats[column] ? [[column, formats[column]]] : [])));
}
