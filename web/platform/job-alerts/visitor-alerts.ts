import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@tribe/routes';
import { and, eq } from 'drizzle-orm';
import type { JobAlertSubscribeInput } from '@/contracts/job-alerts';
import { getDatabase } from '@/server/db';
import { type JobAlert, jobAlert } from '@/server/db/schema';
import { mayMailNow, spendDailyMail } from '@/server/http/rate-limit';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import type { Executor } from '@/server/queue/job-queue';
import { alertFilterWords } from './alert-filter-words';
import { type AlertLinkPurpose, alertLinkUrl, CONFIRM_LINK_DAYS, verifyAlertLink } from './alert-links';
import { alertLocale } from './alert-locale';
import { firstDigestAt } from './schedule';

async function sendConfirmation(
  alert: JobAlert & { email: string; confirmNonce: string },
  db: Executor,
): Promise<void> {
  const locale = alertLocale(alert);
  const t = platformTranslator(locale, 'JobAlerts');
  const words = await alertFilterWords(alert.filters, locale);
  await sendMail(
    {
      to: alert.email,
      subject: t('confirm_mail_subject'),
      locale,
      ...renderMail({
        locale,
        preheader: t('confirm_mail_preheader'),
        heading: t('confirm_mail_heading'),
        paragraphs: [
          t('confirm_mail_text', { frequency: alert.frequency }),
          words.length
            ? t('confirm_mail_filters', { filters: words.join(' · ') })
            : t('confirm_mail_filters_none'),
          t('confirm_mail_ignore', { days: CONFIRM_LINK_DAYS }),
        ],
        action: {
          label: t('confirm_mail_action'),
          url: alertLinkUrl('confirm', alert.id, alert.confirmNonce),
        },
      }),
    },
    { db },
  );
}

/**
 * A visitor's alert: kept unconfirmed, with the consent wording, and a confirmation link
 * e-mailed (at most one per address in 10 minutes) that says only what the site wrote: the alert's
 * name is the sender's text, shown once the address's owner has confirmed. Nothing else is mailed
 * to the address until the link is used. An address that has had the day's confirmation requests
 * is refused (429 `mail_limit`); otherwise the caller is answered the same whatever happened.
 */
export async function subscribeVisitor(input: JobAlertSubscribeInput): Promise<void> {
  if (input.website) return;
  const email = input.email.toLowerCase();
  const t = platformTranslator(input.language, 'JobAlerts');
  // At most a few confirmations per address a day (429 past them)…
  await spendDailyMail('job-alert-confirmation', email, (max) => t('mail_limit', { max }));
  // …and one link in 10 minutes; the alert is kept either way.
  const mayMail = await mayMailNow('job-alert-confirmation', email);
  const db = await getDatabase();
  const now = new Date();
  // The alert and its confirmation link are committed together.
  await db.transaction(async (tx) => {
    const [alert] = await tx
      .insert(jobAlert)
      .values({
        email,
        name: input.name,
        filters: input.filters,
        frequency: input.frequency,
        locale: input.language,
        consentText: t('consent'),
        consentedAt: now,
        confirmNonce: randomBytes(18).toString('base64url'),
        nextDigestAt: firstDigestAt(input.frequency, now),
      })
      .returning();
    if (!mayMail || !alert.email || !alert.confirmNonce) return;
    await sendConfirmation({ ...alert, email: alert.email, confirmNonce: alert.confirmNonce }, tx);
  });
}

export type AlertLinkState =
  | { state: 'ready'; alert: JobAlert }
  | { state: 'forged' | 'expired' }
  | { state: 'used'; alert?: JobAlert };

/** Looks at an e-mailed link without using it up. */
export async function inspectAlertLink(token: string, purpose: AlertLinkPurpose): Promise<AlertLinkState> {
  const check = verifyAlertLink(token, purpose);
  if (!check.valid) return { state: check.reason };
  const db = await getDatabase();
  const [alert] = await db.select().from(jobAlert).where(eq(jobAlert.id, check.alertId));
  if (!alert) return { state: 'used' };
  const usable =
    purpose === 'unsubscribe' || (alert.confirmNonce !== null && alert.confirmNonce === check.nonce);
  return usable ? { state: 'ready', alert } : { state: 'used', alert };
}

export type AlertLinkOutcome =
  | { done: true; locale: Locale; alert: JobAlert }
  | { done: false; state: Exclude<AlertLinkState, { state: 'ready' }> };

/** Confirms a visitor's alert once: digests start with what is published from now on. */
export async function confirmAlert(token: string): Promise<AlertLinkOutcome> {
  const check = verifyAlertLink(token, 'confirm');
  if (!check.valid) return { done: false, state: { state: check.reason } };
  const db = await getDatabase();
  const now = new Date();
  const [current] = await db.select().from(jobAlert).where(eq(jobAlert.id, check.alertId));
  const [confirmed] = current
    ? await db
        .update(jobAlert)
        .set({
          confirmedAt: now,
          confirmNonce: null,
          digestedUntil: now,
          newAfter: now,
          seenAt: now,
          nextDigestAt: firstDigestAt(current.frequency, now),
        })
        .where(and(eq(jobAlert.id, check.alertId), eq(jobAlert.confirmNonce, check.nonce)))
        .returning()
    : [];
  if (confirmed) return { done: true, locale: alertLocale(confirmed), alert: confirmed };
  return { done: false, state: current ? { state: 'used', alert: current } : { state: 'used' } };
}

/** Deletes the alert of an unsubscribe link (a visitor's or a user's): no digest of it goes out again. */
export async function unsubscribeAlert(token: string): Promise<AlertLinkOutcome> {
  const check = verifyAlertLink(token, 'unsubscribe');
  if (!check.valid) return { done: false, state: { state: check.reason } };
  const db = await getDatabase();
  const [removed] = await db.delete(jobAlert).where(eq(jobAlert.id, check.alertId)).returning();
  return removed
    ? { done: true, locale: alertLocale(removed), alert: removed }
    : { done: false, state: { state: 'used' } };
}
