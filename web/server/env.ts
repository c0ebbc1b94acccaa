import 'server-only';
import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthProviderId } from '@/contracts/auth-providers';
import { dataDir } from '@/lib/repo-root';
import { parseTrustedProxies } from './http/trusted-proxies';

/** True for hosts nobody but this machine can reach: localhost, *.localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A factor tests use to shorten limits and waits: a positive number, unset for 1. */
const scale = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .positive(`${name} must be positive`)
    .optional();

/** `jobs@example.com` or `Tribe <jobs@example.com>`. */
const MAIL_FROM_PATTERN = /^([^<>@]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const schema = z.object({
  SITE_URL: z.url({ message: 'SITE_URL must be an absolute URL' }).optional(),
  NEXT_PUBLIC_SITE_URL: z.url({ message: 'NEXT_PUBLIC_SITE_URL must be an absolute URL' }).optional(),
  DATABASE_URL: optional,
  DATA_DIR: optional,
  // Empty (as `AUTH_SECRET=` in a copied .env.example) means unset.
  AUTH_SECRET: z.preprocess(
    (value) => value || undefined,
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  PREVIEW_SECRET: z.string().min(32, 'PREVIEW_SECRET must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  SEZNAM_CLIENT_ID: optional,
  SEZNAM_CLIENT_SECRET: optional,
  LOCAL_IDP_ENABLED: z
    .enum(['true', 'false'], { message: 'LOCAL_IDP_ENABLED must be true or false' })
    .optional(),
  AUTH_APPS: optional,
  REDIS_URL: z.url({ message: 'REDIS_URL must be a redis:// URL' }).optional(),
  RECRUITING_EMAIL: z.email({ message: 'RECRUITING_EMAIL must be an e-mail address' }).optional(),
  S3_ENDPOINT: z.url({ message: 'S3_ENDPOINT must be an https:// URL' }).optional(),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  RATE_LIMIT_SCALE: scale('RATE_LIMIT_SCALE'),
  JOB_ALERT_PERIOD_SCALE: scale('JOB_ALERT_PERIOD_SCALE'),
  ANSWER_REMINDER_SCALE: scale('ANSWER_REMINDER_SCALE'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      MAIL_FROM_PATTERN,
      'MAIL_FROM must be an address, optionally with a name: Tribe <jobs@example.com>',
    )
    .optional(),
  SALES_EMAIL: z.email({ message: 'SALES_EMAIL must be an e-mail address' }).optional(),
  APPLICATION_RETENTION_MONTHS: z.coerce
    .number({ message: 'APPLICATION_RETENTION_MONTHS must be a number of months' })
    .int('APPLICATION_RETENTION_MONTHS must be a whole number of months')
    .min(1, 'APPLICATION_RETENTION_MONTHS must be at least 1')
    .max(120, 'APPLICATION_RETENTION_MONTHS must be at most 120')
    .optional(),
  TRUSTED_PROXIES: optional,
  EDITOR_EMAILS: optional,
  IMAGE_CACHE_MAX_MB: z.coerce
    .number({ message: 'IMAGE_CACHE_MAX_MB must be a number of megabytes' })
    .int('IMAGE_CACHE_MAX_MB must be a whole number of megabytes')
    .min(16, 'IMAGE_CACHE_MAX_MB must be at least 16')
    .optional(),
});

type RawEnv = z.infer<typeof schema>;

/** The secret used when AUTH_SECRET is unset: public, so accepted only on loopback. */
const LOOPBACK_AUTH_SECRET = 'local-development-secret-only-valid-on-loopback';

function providerCredentials(env: RawEnv) {
  const pairs = {
    google: [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
    linkedin: [env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET],
    seznam: [env.SEZNAM_CLIENT_ID, env.SEZNAM_CLIENT_SECRET],
  } satisfies Record<OAuthProviderId, [string | undefined, string | undefined]>;
  const credentials: Partial<Record<OAuthProviderId, { clientId: string; clientSecret: string }>> = {};
  for (const provider of OAUTH_PROVIDERS) {
    const [clientId, clientSecret] = pairs[provider];
    const prefix = provider.toUpperCase();
    if (clientId && !clientSecret)
      throw new Error(`${prefix}_CLIENT_SECRET is required when ${prefix}_CLIENT_ID is set`);
    if (clientSecret && !clientId)
      throw new Error(`${prefix}_CLIENT_ID is required when ${prefix}_CLIENT_SECRET is set`);
    if (clientId && clientSecret) credentials[provider] = { clientId, clientSecret };
  }
  return credentials;
}

/** S3-compatible CV storage: all of endpoint, bucket and keys, or none (the local folder is used). */
function s3Storage(env: RawEnv) {
  const required = {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(required).filter(([, value]) => !value);
  if (missing.length === Object.keys(required).length) return null;
  if (missing.length > 0) {
    throw new Error(`${missing.map(([name]) => name).join(', ')} must be set when any S3_* variable is set`);
  }
  return {
    endpoint: (env.S3_ENDPOINT as string).replace(/\/+$/, ''),
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION ?? 'auto',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}

const emailSchema = z.email();

/** EDITOR_EMAILS: a comma list of sign-in addresses that are editors on a fresh deployment. */
function editorEmails(raw: string | undefined): string[] {
  const emails = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const invalid = emails.find((email) => !emailSchema.safeParse(email).success);
  if (invalid) throw new Error(`EDITOR_EMAILS: ${invalid} is not an e-mail address`);
  return [...new Set(emails)];
}

const authAppsSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'app ids are lower-case letters, digits and dashes'),
  z.url(),
);

/** AUTH_APPS: `{"app-id": "https://app.example"}`; each app is known by its origin. */
function authApps(raw: string | undefined, siteUrl: string): Map<string, string> {
  if (!raw) return new Map([['tribe-web', new URL(siteUrl).origin]]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('AUTH_APPS must be JSON such as {"tribe-web": "https://example.com"}');
  }
  const parsed = authAppsSchema.safeParse(json);
  if (!parsed.success) throw new Error(`AUTH_APPS is not valid: ${parsed.error.issues[0]?.message}`);
  return new Map(Object.entries(parsed.data).map(([id, url]) => [id, new URL(url).origin]));
}

/** Reads the platform configuration; every variable has an offline default or a clear error naming it. */
export function readPlatformEnv(source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid platform configuration: ${problems}`);
  }
  const env = parsed.data;
  const siteUrl = (env.SITE_URL ?? env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const loopback = isLoopbackUrl(siteUrl);
  // The fixed secret is in the source: anyone could sign sessions and preview links with it.
  if ((!env.AUTH_SECRET || env.AUTH_SECRET === LOOPBACK_AUTH_SECRET) && !loopback) {
    throw new Error(
      `AUTH_SECRET is required when the site runs on ${siteUrl} (generate one with: openssl rand -hex 32)`,
    );
  }
  const authSecret = env.AUTH_SECRET ?? LOOPBACK_AUTH_SECRET;
  return {
    siteUrl,
    siteOrigin: new URL(siteUrl).origin,
    siteIsLoopback: loopback,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: dataDir(env.DATA_DIR),
    authSecret,
    /** Opens offline previews; unset: derived from the auth secret (`preview/preview-secret.ts`). */
    previewSecret: env.PREVIEW_SECRET ?? null,
    /** Where applications go when neither the company nor the site settings name a recruiting contact. */
    recruitingEmail: env.RECRUITING_EMAIL ?? null,
    s3: s3Storage(env),
    secureCookies: siteUrl.startsWith('https://'),
    providerCredentials: providerCredentials(env),
    localIdpEnabled: env.LOCAL_IDP_ENABLED === 'true',
    authApps: authApps(env.AUTH_APPS, siteUrl),
    redisUrl: env.REDIS_URL ?? null,
    rateLimitScale: env.RATE_LIMIT_SCALE ?? 1,
    /** Multiplies the periods of job alert digests (15 minutes, a day, a week); end-to-end tests shorten them. */
    jobAlertPeriodScale: env.JOB_ALERT_PERIOD_SCALE ?? 1,
    /** Multiplies the wait from an application to its members' reminders; end-to-end tests shorten it. */
    answerReminderScale: env.ANSWER_REMINDER_SCALE ?? 1,
    /** Unset: messages are written to the outbox folder instead of being sent. */
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Tribe <no-reply@localhost>',
    /** Where inquiries go when the site settings name no sales address. */
    salesEmail: env.SALES_EMAIL ?? null,
    /** Applications and their CVs are deleted this long after the job offer closed. */
    applicationRetentionMonths: env.APPLICATION_RETENTION_MONTHS ?? 6,
    /** The transformed images kept on disk stay under this size, least recently used out first. */
    imageCacheMaxMb: env.IMAGE_CACHE_MAX_MB ?? 512,
    /** Whose X-Forwarded-For is believed; empty: the connection's own address is the caller. */
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    /** Granted the editor role when the platform first asks about roles (existing roles stay). */
    editorEmails: editorEmails(env.EDITOR_EMAILS),
    /** The published loopback-only secret is in use (the start warns about it). */
    usesLoopbackSecret: authSecret === LOOPBACK_AUTH_SECRET,
  };
}

export type PlatformEnv = ReturnType<typeof readPlatformEnv>;

let cached: PlatformEnv | null = null;
/** The process's platform configuration, read once. */
export function platformEnv(): PlatformEnv {
  cached ??= readPlatformEnv(process.env);
  return cached;
}
