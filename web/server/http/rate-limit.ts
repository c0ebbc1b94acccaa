import 'server-only';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ApiError } from '@/contracts/api-error';
import { CONTACT_EMAIL_CONFIRMATION } from '@/contracts/profile';
import { platformEnv } from '../env';
import { log } from '../log/logger';
import { sharedOnce } from '../process-shared';

/** Points per window for one user and for one IP address; RATE_LIMIT_SCALE multiplies them all. */
export const RATE_LIMITS = {
  'sign-in': { windowSeconds: 600, perUser: null, perIp: 30 },
  follow: { windowSeconds: 60, perUser: 60, perIp: 300 },
  profile: { windowSeconds: 60, perUser: 60, perIp: 300 },
  account: { windowSeconds: 3600, perUser: 20, perIp: 100 },
  application: { windowSeconds: 3600, perUser: 20, perIp: 100 },
  // Saving a CV to the profile is an upload checked like an application's.
  'saved-cv-upload': { windowSeconds: 3600, perUser: 20, perIp: 100 },
  // Reading a PDF for the profile import: an upload and some CPU, nothing stored.
  'profile-import': { windowSeconds: 3600, perUser: 30, perIp: 100 },
  recruiter: { windowSeconds: 60, perUser: null, perIp: 30 },
  workspace: { windowSeconds: 60, perUser: 120, perIp: 300 },
  // Each invitation is an e-mail to an address the member typed.
  'workspace-invite': { windowSeconds: 3600, perUser: 30, perIp: 60 },
  // A company's sign-up mails a confirmation link to the signed-in account's own address.
  'company-signup': { windowSeconds: 3600, perUser: 5, perIp: 20 },
  // An editor's approval or decline of a signed-up company.
  'company-review': { windowSeconds: 60, perUser: 30, perIp: 60 },
  // The Studio's reads of the review list and of a company's trust, as each document opens.
  'studio-review': { windowSeconds: 60, perUser: 120, perIp: 300 },
  // Each opening of the offline Studio mints a lake token.
  'studio-session': { windowSeconds: 600, perUser: 60, perIp: 120 },
  // Anonymous forms: counted per IP only. The e-mailed newsletter links are not limited: their
  // one-click unsubscribe comes from mail providers' servers, many people behind one address.
  newsletter: { windowSeconds: 600, perUser: null, perIp: 10 },
  inquiry: { windowSeconds: 600, perUser: null, perIp: 5 },
  'job-alert-subscribe': { windowSeconds: 600, perUser: null, perIp: 10 },
  'job-alerts': { windowSeconds: 60, perUser: 60, perIp: 300 },
  preferences: { windowSeconds: 60, perUser: 60, perIp: 300 },
  // Confirmation links to profiles' contact addresses (each address also has its mail throttle).
  'contact-email': { windowSeconds: 600, perUser: 5, perIp: 20 },
  // Page events: a beacon per page left, batched; counted per IP only.
  events: { windowSeconds: 60, perUser: null, perIp: 120 },
  // Image transforms not made before (cached ones are free): CPU-bound, so counted per IP.
  'image-transform': { windowSeconds: 60, perUser: null, perIp: 120 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** `points` per key in `duration` seconds: shared in Redis when REDIS_URL is set, else this process's. */
export async function createLimiter(
  keyPrefix: string,
  points: number,
  duration: number,
): Promise<RateLimiterAbstract> {
  const { redisUrl } = platformEnv();
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redisUrl) return memory;
  const { Redis } = await import('ioredis');
  const storeClient = new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false });
  storeClient.on('error', (error) => log.error({ err: error }, 'Rate limit store (Redis) error'));
  // While Redis is unreachable the process keeps limiting on its own instead of failing requests.
  return new RateLimiterRedis({ storeClient, keyPrefix, points, duration, insuranceLimiter: memory });
}

function limiter(
  bucket: RateLimitBucket,
  scope: 'user' | 'ip',
  points: number,
): Promise<RateLimiterAbstract> {
  const scaled = Math.max(1, Math.round(points * platformEnv().rateLimitScale));
  const key = `${bucket}:${scope}`;
  return sharedOnce('rateLimiters', `${key}:${scaled}`, () =>
    createLimiter(`tribe:${key}`, scaled, RATE_LIMITS[bucket].windowSeconds),
  );
}

/**
 * Spends one point of a bucket for the caller's IP and, when signed in, for the user.
 * Throws a 429 with Retry-After once either is used up.
 */
export async function consumeRateLimit(bucket: RateLimitBucket, ip: string, userId?: string): Promise<void> {
  const policy = RATE_LIMITS[bucket];
  const checks = [(await limiter(bucket, 'ip', policy.perIp)).consume(ip)];
  if (userId && policy.perUser) checks.push((await limiter(bucket, 'user', policy.perUser)).consume(userId));
  try {
    await Promise.all(checks);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests. Please wait ${seconds} seconds and try again.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
}

/**
 * Mails anyone can make the site send to someone else's inbox: at most one per key in the
 * window, whatever RATE_LIMIT_SCALE says.
 */
export const MAIL_THROTTLES = {
  'recruiter-link': { windowSeconds: 600 },
  'newsletter-confirmation': { windowSeconds: 600 },
  'inquiry-confirmation': { windowSeconds: 600 },
  'job-alert-confirmation': { windowSeconds: 600 },
  'contact-email-confirmation': { windowSeconds: CONTACT_EMAIL_CONFIRMATION.resendMinutes * 60 },
} as const;

/**
 * Whether this mail may go to `key` now; once it has, not again until the window has passed.
 * Anonymous callers (renew-link, newsletter sign-up) answer the same either way, so the throttle
 * tells them nothing; the signed-in owner resending their own contact link is told to wait.
 */
export async function mayMailNow(kind: keyof typeof MAIL_THROTTLES, key: string): Promise<boolean> {
  const throttle = await sharedOnce('mailThrottles', kind, () =>
    createLimiter(`tribe:mail:${kind}`, 1, MAIL_THROTTLES[kind].windowSeconds),
  );
  try {
    await throttle.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/**
 * Mails of a kind one address may get in a day, whatever RATE_LIMIT_SCALE says: past it the
 * caller is told so (429 `mail_limit`) rather than the address getting more.
 */
export const DAILY_MAIL_CAPS = {
  'job-alert-confirmation': 5,
  'company-invitation': 3,
  'company-signup-confirmation': 3,
} as const;

/**
 * Spends one of the day's mails of this kind to `key`; once they are used up, throws 429
 * `mail_limit` with `message` (worded in the caller's language) and when the next one may go.
 */
export async function spendDailyMail(
  kind: keyof typeof DAILY_MAIL_CAPS,
  key: string,
  message: (max: number) => string,
): Promise<void> {
  const cap = await sharedOnce('dailyMailCaps', kind, () =>
    createLimiter(`tribe:mail-day:${kind}`, DAILY_MAIL_CAPS[kind], 24 * 60 * 60),
  );
  try {
    await cap.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new ApiError(429, 'mail_limit', message(DAILY_MAIL_CAPS[kind]), undefined, {
      'Retry-After': String(seconds),
    });
  }
}
