import 'server-only';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * A session ends after 7 days without a request (each day of use moves that point on by a day)
 * and, whatever the activity, 30 days after sign-in.
 */
export const SESSION_IDLE_SECONDS = 7 * DAY;
export const SESSION_REFRESH_AFTER_SECONDS = DAY;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY;

export function sessionOutlivedAbsoluteExpiry(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() >= SESSION_ABSOLUTE_SECONDS * 1000;
}
