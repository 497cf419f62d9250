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

/** The name of a currency in the locale's words (ETB: "Ethiopian Birr", "የኢትዮጵያ ብር"). */
export function currencyName(locale: AppLocale, currency: string): string {
  try {
    return new Intl.DisplayNames(tag(locale), { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/**
 * The Ethiopian era as its readers write it: ICU writes the Latin "AM" (Amete Mihret), which beside a
 * clock reads as the morning. Amharic writes ዓ.ም., English "E.C." (Ethiopian calendar).
 */
const ERA: Record<AppLocale, string> = { am: 'ዓ.ም.', en: 'E.C.' };

function formatted(locale: AppLocale, calendar: AppCalendar | undefined, options: Intl.DateTimeFormatOptions, date: Date): string {
  const format = new Intl.DateTimeFormat(tag(locale, calendar), options);
  if (calendar !== 'ethiopian') return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'era' ? ERA[locale] : part.value))
    .join('');
}

export function formatDateTime(locale: AppLocale, iso: string, calendar?: AppCalendar): string {
  return formatted(locale, calendar, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
}

/** A calendar date (the API's YYYY-MM-DD) in words, as the locale writes it, in the calendar asked for. */
export function formatDate(locale: AppLocale, isoDate: string, calendar?: AppCalendar): string {
  return formatted(locale, calendar, { dateStyle: 'long', timeZone: 'UTC' }, new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A phone number as people write it: an Ethiopian one (+251 and nine digits) as 0911 23 45 67; any
 * other as stored.
 */
export function formatPhone(phone: string): string {
  const local = /^\+251(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return local ? `0${local[1]} ${local[2]} ${local[3]} ${local[4]}` : phone;
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
    // "150 bytes", not "150 byte"; the larger units short (MB).
    unitDisplay: unit === 0 ? 'long' : 'short',
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
