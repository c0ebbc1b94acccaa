import { afterEach, describe, expect, it, vi } from 'vitest';
import { Browser } from '../platform/support/browser';
import { failNextTransaction } from '../platform/support/failing-transaction';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';

isolatePlatform({ rateLimitScale: 50 });

afterEach(() => {
  vi.restoreAllMocks();
});

let visitors = 0;
/** Anonymous forms are limited per IP; each sign-up comes from its own. */
const visitor = () => new Browser(`198.51.100.${++visitors}`);
const newAddress = (who: string) => `${who}-${Date.now().toString(36)}${++visitors}@example.com`;

const signUps = {
  newsletter: (email: string) =>
    visitor().api('POST', '/api/newsletter/subscribe', {
      email,
      audience: 'candidate',
      consent: true,
      language: 'en',
    }),
  'job alert': (email: string) =>
    visitor().api('POST', '/api/job-alerts/subscribe', {
      name: 'Planetárium',
      frequency: 'daily',
      filters: { q: 'planetárium' },
      language: 'en',
      email,
      consent: true,
    }),
};

describe.each(Object.entries(signUps))(
  `a %s sign-up's confirmation link (${databaseKind})`,
  (_kind, signUp) => {
    it('is mailed when the process fails right after the sign-up is stored', async () => {
      const email = newAddress('late');
      await failNextTransaction('after');
      expect((await signUp(email)).status).toBe(500);
      const mail = await latestMailTo(email);
      expect(mail?.links.some((link) => link.includes('confirm?token='))).toBe(true);
    });

    it('is not mailed for a sign-up rolled back', async () => {
      const email = newAddress('rolled-back');
      await failNextTransaction('before');
      expect((await signUp(email)).status).toBe(500);
      expect(await mailCountTo(email)).toBe(0);
    });
  },
);
