const DAY_MS = 24 * 60 * 60 * 1000;

/** 'před 3 dny', '3 days ago', 'včera', 'last month': how long ago a moment was, in days up to a month. */
export function relativeDate(moment: string, locale: string, now = new Date()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const days = Math.round((new Date(moment).getTime() - now.getTime()) / DAY_MS);
  if (Math.abs(days) < 30) return format.format(days, 'day');
  return format.format(Math.round(days / 30), 'month');
}
