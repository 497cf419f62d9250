/** Dates, numbers and durations for the user's locale (and dates in the user's calendar), with Intl. */
export type AppLocale = 'en' | 'am';
export type AppCalendar = 'gregorian' | 'ethiopian';

// ICU knows the Ethiopian calendar (its months, Pagume, its years) in both languages: the `ca` extension asks for it.
const tag = (locale: AppLocale, calendar: AppCalendar = 'gregorian') =>
  `${locale === 'am' ? 'am-ET' : 'en-GB'}${calendar === 'ethiopian' ? '-u-ca-ethiopic' : ''}`;

export function formatNumber(locale: AppLocale, value: number): string {
  return new Intl.NumberFormat(tag(locale)).format(value);
}

/** A decimal amount (the API's "1500.00") in a currency, written the way the locale writes money. */
export function formatMoney(locale: AppLocale, money: { amount: string; currency: string }): string {
  try {
    return new Intl.NumberFormat(tag(locale), { style: 'currency', currency: money.currency }).format(Number(money.amount));
  } catch {
    return `${money.currency} ${money.amount}`;
  }
}

export function formatDateTime(locale: AppLocale, iso: string, calendar?: AppCalendar): string {
  return new Intl.DateTimeFormat(tag(locale, calendar), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar date (the API's YYYY-MM-DD) in words, as the locale writes it, in the calendar asked for. */
export function formatDate(locale: AppLocale, isoDate: string, calendar?: AppCalendar): string {
  return new Intl.DateTimeFormat(tag(locale, calendar), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatBytes(locale: AppLocale, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(tag(locale), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** "1:05:09" or "4:07" for a number of seconds (a countdown, time left). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}
