import 'server-only';
import { z } from 'zod';
import { jobAlertEndpoints } from '@/contracts/endpoints/job-alerts';
import { platformEnv } from '@/server/env';
import { rowId } from '@/server/http/route-params';
import { signToken, verifyToken } from '@/server/http/signed-token';

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

/** What `alertLinkToken` signs: the purpose, the alert's row and the nonce (empty to unsubscribe). */
const alertLinkFields = z.tuple([z.enum(['confirm', 'unsubscribe']), rowId, z.string().max(64)]);

export function verifyAlertLink(token: string, purpose: AlertLinkPurpose): AlertLinkCheck {
  const check = verifyToken('job-alert', token, alertLinkFields);
  if (!check.valid) return { valid: false, reason: check.reason };
  const [givenPurpose, alertId, nonce] = check.fields;
  if (givenPurpose !== purpose) return { valid: false, reason: 'forged' };
  return { valid: true, alertId, nonce };
}

export const alertLinkUrl = (purpose: AlertLinkPurpose, alertId: string, nonce?: string) =>
  `${platformEnv().siteUrl}${jobAlertEndpoints[purpose](alertLinkToken(purpose, alertId, nonce))}`;
