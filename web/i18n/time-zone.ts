/** Dates are shown as people in the Czech Republic see them, on the server and in the browser alike. */
export const TIME_ZONE = 'Europe/Prague';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time of an instant in the site's time zone, as a date and time input shows it: `2026-12-08T10:00`. */
export function siteZoneLocal(date: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a wall-clock time (`2026-12-08T10:00`) names in the site's time zone. The offset is
 * read at the first guess and again at the result, so a time near a daylight-saving change lands
 * on the offset in force then.
 */
export function siteZoneInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const offsetAt = (instant: number) => Date.parse(`${siteZoneLocal(new Date(instant))}:00Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
