import { createHmac, timingSafeEqual } from 'node:crypto';
import { platformEnv } from '../env';

/**
 * The offline preview secret: PREVIEW_SECRET when set, otherwise derived from the auth secret,
 * so a preview link cannot be guessed by anyone who does not hold the site's secrets.
 */
export function previewSecret(): string {
  return (
    process.env.PREVIEW_SECRET ||
    createHmac('sha256', platformEnv().authSecret).update('tribe-preview').digest('hex')
  );
}

export function isPreviewSecret(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(previewSecret());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Only a path on this site may follow the enable call (no open redirect). */
export function safePreviewPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
