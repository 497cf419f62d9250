/**
 * Today's date where the institutions are (Addis Ababa, UTC+3, no daylight saving): a prescription
 * issued on the morning of the 5th, before 03:00 UTC, is not "in the future", and one valid until the 5th
 * expires at midnight there, not at 03:00. One place, so that a time zone per organisation is one change.
 */
const FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Addis_Ababa', year: 'numeric', month: '2-digit', day: '2-digit' });

export function localToday(now: Date): string {
  return FORMAT.format(now);
}

/** The ISO date `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
