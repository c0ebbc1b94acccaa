import { TIME_ZONE } from '@/i18n/time-zone';

const DAY_MS = 24 * 60 * 60 * 1000;
const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the site's time zone: the day counts belong to. */
export const siteDay = (at: Date): string => calendarDay.format(at);

/** The day `days` calendar days before (negative: after) a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
