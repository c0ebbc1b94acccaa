import { describe, expect, it } from 'vitest';
import { siteZoneInstant, siteZoneLocal } from '@/i18n/time-zone';

describe('wall-clock times in Prague', () => {
  it.each([
    ['2026-12-08T10:00', '2026-12-08T09:00:00.000Z'],
    ['2026-07-01T10:00', '2026-07-01T08:00:00.000Z'],
    // The last hour of summer time, and the first of winter time.
    ['2026-10-25T01:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25T03:00', '2026-10-25T02:00:00.000Z'],
    ['2026-03-29T03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-12-31T23:30', '2026-12-31T22:30:00.000Z'],
  ])('%s is %s and back', (local, instant) => {
    expect(siteZoneInstant(local).toISOString()).toBe(instant);
    expect(siteZoneLocal(new Date(instant))).toBe(local);
  });
});
