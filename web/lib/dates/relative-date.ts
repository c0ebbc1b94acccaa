const DAY_MS = 24 * 60 * 60 * 1000;

/** One formatter per locale for the process: building one costs more than the formatting itself. */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(locale: string): Intl.RelativeTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, format);
  }
  return format;
}

/** 'před 3 dny', '3 days ago', 'včera', 'last month': how long ago a moment was, in days up to a month. */
export function relativeDate(moment: string, locale: string, now = new Date()): string {
  const format = formatterFor(locale);
  const days = Math.round((new Date(moment).getTime() - now.getTime()) / DAY_MS);
  if (Math.abs(days) < 30) return format.format(days, 'day');
  return format.format(Math.round(days / 30), 'month');
}
