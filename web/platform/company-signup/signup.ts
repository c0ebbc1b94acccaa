import 'server-only';
import { randomUUID } from 'node:crypto';
import { type Locale, localizedPath } from '@tribe/routes';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { companyIdWithIco } from '@/content/companies';
import { createPendingCompany } from '@/content/company-drafts';
import { ApiError, fieldError } from '@/contracts/api-error';
import {
  type CompanySignupInput,
  type CompanySignupView,
  SIGNUP_CONFIRMATION_DAYS,
} from '@/contracts/company-signup';
import type { CurrentUser } from '@/contracts/user';
import { getDatabase } from '@/server/db';
import { type CompanySignup, companyMember, companySignup } from '@/server/db/schema';
import { listEditorRoles } from '@/server/editors/editor-roles';
import { platformEnv } from '@/server/env';
import { spendDailyMail } from '@/server/http/rate-limit';
import { rowId } from '@/server/http/route-params';
import { signToken, verifyToken } from '@/server/http/signed-token';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { formatDate } from '../applications/notifications';
import { isUniqueViolation } from '../applications/summary';
import { tellEditorsOfSignup } from './editor-notice';
import { isFreeMail } from './free-mail';
import { isValidIco, normaliseIco } from './ico';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The states in which a sign-up holds its company number. */
const LIVE_STATES = ['pending', 'approved'] as const;

export const signupConfirmationUrl = (token: string, locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/company-workspace/sign-up', locale)}?${new URLSearchParams({ token })}`;

export const toSignupView = (row: CompanySignup): CompanySignupView => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  ico: row.ico,
  contactName: row.contactName,
  email: row.email,
  freeMail: row.freeMail,
  state: row.state,
  declineReason: row.declineReason,
  createdAt: row.createdAt.toISOString(),
});

/** The form's fields checked one by one, each problem named in the caller's language. */
export function checkSignupFields(input: CompanySignupInput, locale: Locale) {
  const t = platformTranslator(locale, 'CompanySignup');
  const companyName = input.companyName.trim().replace(/\s+/g, ' ');
  const contactName = input.contactName.trim().replace(/\s+/g, ' ');
  const ico = normaliseIco(input.ico);
  if (companyName.length < 2) throw fieldError('companyName', 'invalid', t('error_company_name'));
  if (companyName.length > 120)
    throw fieldError('companyName', 'too_long', t('error_too_long', { max: 120 }));
  if (!/^\d{8}$/.test(ico)) throw fieldError('ico', 'invalid', t('error_ico_digits'));
  if (!isValidIco(ico)) throw fieldError('ico', 'invalid', t('error_ico_checksum'));
  if (contactName.length < 2) throw fieldError('contactName', 'invalid', t('error_contact_name'));
  if (contactName.length > 120)
    throw fieldError('contactName', 'too_long', t('error_too_long', { max: 120 }));
  return { companyName, contactName, ico };
}

/** Refuses a company number another sign-up holds or a published company has (409, naming `ico`). */
export async function refuseTakenIco(ico: string, locale: Locale, exceptSignupId?: string): Promise<void> {
  const db = await getDatabase();
  const holders = await db
    .select({ id: companySignup.id })
    .from(companySignup)
    .where(and(eq(companySignup.ico, ico), inArray(companySignup.state, [...LIVE_STATES])));
  const taken = holders.some(({ id }) => id !== exceptSignupId) || (await companyIdWithIco(ico)) !== null;
  if (taken) {
    throw new ApiError(
      409,
      'ico_taken',
      platformTranslator(locale, 'CompanySignup')('error_ico_taken'),
      'ico',
    );
  }
}

/** The account's latest sign-up, or null. */
export async function signupOf(userId: string): Promise<CompanySignup | null> {
  const db = await getDatabase();
  const [row] = await db
    .select()
    .from(companySignup)
    .where(eq(companySignup.userId, userId))
    .orderBy(desc(companySignup.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A signed-in person signs their company up: the fields are checked, the company number must be
 * free, and a confirmation link goes to the account's own address (at most a few a day). An
 * earlier unconfirmed or declined sign-up of the account is replaced.
 */
export async function startSignup(
  account: CurrentUser,
  input: CompanySignupInput,
  locale: Locale,
  now = new Date(),
) {
  const fields = checkSignupFields(input, locale);
  const t = platformTranslator(locale, 'CompanySignup');
  const db = await getDatabase();
  const [member] = await db.select().from(companyMember).where(eq(companyMember.userId, account.id));
  if (member) throw new ApiError(409, 'member_elsewhere', t('error_member_elsewhere'));
  const earlier = await signupOf(account.id);
  if (earlier && (earlier.state === 'pending' || earlier.state === 'approved')) {
    throw new ApiError(409, 'already_signed_up', t('error_already_signed_up'));
  }
  await refuseTakenIco(fields.ico, locale);
  const email = account.email.trim().toLowerCase();
  await spendDailyMail('company-signup-confirmation', email, (max) => t('error_mail_limit', { max }));
  const expiresAt = new Date(now.getTime() + SIGNUP_CONFIRMATION_DAYS * DAY_MS);
  const freeMail = isFreeMail(email);
  const row = await db.transaction(async (tx) => {
    await tx
      .delete(companySignup)
      .where(
        and(eq(companySignup.userId, account.id), inArray(companySignup.state, ['unconfirmed', 'declined'])),
      );
    const [row] = await tx
      .insert(companySignup)
      .values({
        userId: account.id,
        companyId: randomUUID(),
        email,
        freeMail,
        locale,
        createdAt: now,
        ...fields,
      })
      .returning();
    const url = signupConfirmationUrl(signToken('company-signup', [row.id], expiresAt.getTime()), locale);
    const subject = t('mail_confirm_subject', { company: fields.companyName });
    await sendMail(
      {
        to: email,
        subject,
        locale,
        ...renderMail({
          locale,
          preheader: subject,
          heading: t('mail_confirm_heading', { company: fields.companyName }),
          paragraphs: [t('mail_confirm_text', { date: formatDate(expiresAt, locale) })],
          action: { label: t('mail_confirm_action'), url },
        }),
      },
      { db: tx },
    );
    return row;
  });
  return toSignupView(row);
}

const signupLinkFields = z.tuple([rowId]);

/**
 * The confirmation link, opened by the account that signed up: the sign-up becomes pending, its
 * draft company appears in the Studio, every editor is mailed about it, and the person is its pending owner. A
 * second opening answers the same.
 */
export async function confirmSignup(account: CurrentUser, token: string, locale: Locale, now = new Date()) {
  const t = platformTranslator(locale, 'CompanySignup');
  const check = verifyToken('company-signup', token, signupLinkFields, now.getTime());
  if (!check.valid && check.reason === 'forged') throw new ApiError(404, 'invalid_link', t('link_invalid'));
  if (!check.valid) throw new ApiError(410, 'link_expired', t('link_expired'));
  const [id] = check.fields;
  const db = await getDatabase();
  const [row] = await db.select().from(companySignup).where(eq(companySignup.id, id));
  if (!row) throw new ApiError(404, 'invalid_link', t('link_invalid'));
  if (row.userId !== account.id) throw new ApiError(403, 'wrong_account', t('link_wrong_account'));
  if (row.state !== 'unconfirmed') return toSignupView(row);
  await refuseTakenIco(row.ico, locale, row.id);
  const confirmed = await confirmPending(row, now).catch((error) => {
    // Another sign-up of the same IČO was confirmed a moment ago.
    if (isUniqueViolation(error)) throw new ApiError(409, 'ico_taken', t('error_ico_taken'), 'ico');
    throw error;
  });
  return toSignupView(confirmed ?? row);
}

/** Turns an unconfirmed sign-up pending and writes its company's draft, or neither. */
async function confirmPending(row: CompanySignup, now: Date) {
  const db = await getDatabase();
  const editors = (await listEditorRoles()).map((grant) => grant.email);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companySignup)
      .set({ state: 'pending', confirmedAt: now })
      .where(and(eq(companySignup.id, row.id), eq(companySignup.state, 'unconfirmed')))
      .returning();
    if (!updated) return null;
    await tellEditorsOfSignup(tx, updated, editors);
    // Written last: when the content cannot be written, the sign-up stays unconfirmed.
    await createPendingCompany({
      companyId: row.companyId,
      name: row.companyName,
      slug: companySlug(row.companyName, row.companyId),
      ico: row.ico,
      contactName: row.contactName,
      contactEmail: row.email,
      freeMail: row.freeMail,
      language: row.locale,
    });
    return updated;
  });
}

/** 'Pekárna Novák s.r.o.' → 'pekarna-novak-s-r-o-1a2b3c': readable, and unique by the id's start. */
function companySlug(name: string, companyId: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 56);
  return `${base || 'company'}-${companyId.slice(0, 6)}`;
}

type LinkState =
  | { state: 'invalid' | 'expired' | 'wrong_account' }
  | { state: 'valid'; companyName: string; ico: string };

/** What a confirmation link stands for to the signed-in account, for its page (nothing changes). */
export async function signupLinkState(userId: string, token: string, now = new Date()): Promise<LinkState> {
  const check = verifyToken('company-signup', token, signupLinkFields, now.getTime());
  if (!check.valid) return { state: check.reason === 'expired' ? 'expired' : 'invalid' };
  const db = await getDatabase();
  const [row] = await db.select().from(companySignup).where(eq(companySignup.id, check.fields[0]));
  if (!row) return { state: 'invalid' };
  if (row.userId !== userId) return { state: 'wrong_account' };
  return { state: 'valid', companyName: row.companyName, ico: row.ico };
}
