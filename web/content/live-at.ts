/**
 * The `$now` parameter of the queries that keep expired job offers out: the current time,
 * to the minute, so every request within a minute sends the same parameters and shares a cache.
 */
export function liveAt(date = new Date()): string {
  const minute = new Date(date);
  minute.setUTCSeconds(0, 0);
  return minute.toISOString();
}
