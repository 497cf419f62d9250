import { formatDate, formatDateTime } from './format';
import { useLocale } from './locale';
import { useCurrentUser } from './session';

/**
 * Dates as the signed-in user reads them: in their language and in the calendar they chose on their
 * profile (Gregorian, or Ethiopian). The API keeps and sends Gregorian dates; only the showing changes.
 */
export function useDates() {
  const { locale } = useLocale();
  const calendar = useCurrentUser().data?.calendar ?? 'gregorian';
  return {
    calendar,
    /** A timestamp (ISO 8601) as a date and time. */
    dateTime: (iso: string) => formatDateTime(locale, iso, calendar),
    /** A calendar date (YYYY-MM-DD). */
    date: (isoDate: string) => formatDate(locale, isoDate, calendar),
  };
}
