import 'server-only';
import { jobAlertEndpoints } from '@/contracts/endpoints/job-alerts';
import { platformEnv } from '../env';
import { signToken, verifyToken } from '../http/signed-token';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

export const CONFIRM_LINK_DAYS = 7;
/** Unsubscribe links work as long as the alert exists. */
const NEVER = Number.MAX_SAFE_INTEGER;

/** A visitor's confirmation link carries the alert's one-time secret; an unsubscribe link only the alert. */
export function alertLinkToken(purpose: AlertLinkPurpose, alertId: string, nonce = ''): string {
  const expiresAt = purpose === 'confirm' ? Date.now() + CONFIRM_LINK_DAYS * 24 * 3600 * 1000 : NEVER;
  return signToken('job-alert', [purpose, alertId, nonce], expiresAt);
}

export type AlertLinkCheck =
  | { valid: true; alertId: string; nonce: string }
  | { valid: false; reason: 'forged' | 'expired' };

export function verifyAlertLink(token: string, purpose: AlertLinkPurpose): AlertLinkCheck {
  const check = verifyToken('job-alert', token);
  if (!check.valid) return { valid: false, reason: check.reason };
  const [givenPurpose, alertId, nonce] = check.fields;
  if (givenPurpose !== purpose || !alertId) return { valid: false, reason: 'forged' };
  return { valid: true, alertId, nonce: nonce ?? '' };
}

export const alertLinkUrl = (purpose: AlertLinkPurpose, alertId: string, nonce?: string) =>
  `${platformEnv().siteUrl}${jobAlertEndpoints[purpose](alertLinkToken(purpose, alertId, nonce))}`;
