import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { platformEnv } from '../env';

/** The offline preview secret (PREVIEW_SECRET, or derived from the auth secret). */
export const previewSecret = (): string => platformEnv().previewSecret;

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
