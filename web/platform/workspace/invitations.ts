import 'server-only';
import { defaultLocale, type Locale, localizedPath } from '@tribe/routes';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getApplicationCompany } from '@/content/companies';
import { ApiError } from '@/contracts/api-error';
import type { CurrentUser } from '@/contracts/user';
import { INVITATION_DAYS, type MemberRole, type WorkspaceInvitation } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import {
  type CompanyInvitation,
  companyInvitation,
  companyMember,
  memberNoticeSettings,
  user,
} from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { spendDailyMail } from '@/server/http/rate-limit';
import { rowId } from '@/server/http/route-params';
import { signToken, verifyToken } from '@/server/http/signed-token';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { companyContact, formatDate } from '../applications/notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationUrl = (token: string, locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/company-workspace/invitation', locale)}?${new URLSearchParams({ token })}`;

const companyNotFound = () =>
  new ApiError(404, 'company_not_found', 'There is no published company with this id.');

/**
 * Invites an address to a company's workspace and e-mails it the link, in the company's
 * language. `invitedBy` is the inviting member's user id, or `cli` for an editor's command.
 * Returns the link too (the command prints it).
 */
export async function inviteMember(input: {
  companyId: string;
  email: string;
  role: MemberRole;
  invitedBy: string;
  inviterName?: string;
  /** The inviter's language, for the refusal once the address has had the day's invitations. */
  locale?: Locale;
  now?: Date;
}): Promise<{ id: string; url: string; expiresAt: Date }> {
  const company = await getApplicationCompany(input.companyId);
  if (!company?.name) throw companyNotFound();
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const email = input.email.trim().toLowerCase();
  const inviter = platformTranslator(input.locale ?? defaultLocale, 'Workspace');
  await spendDailyMail('company-invitation', `${input.companyId}:${email}`, (max) =>
    inviter('invite_mail_limit', { max }),
  );
  const { locale } = await companyContact(input.companyId);
  const t = platformTranslator(locale, 'Workspace');
  const values = { company: company.name, role: t(`role_${input.role}`) };
  const subject = t('mail_invite_subject', values);
  const db = await getDatabase();
  // The invitation and its e-mail are committed together: neither is left without the other.
  const { row, url } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyInvitation)
      .values({
        companyId: input.companyId,
        email,
        role: input.role,
        invitedBy: input.invitedBy,
        createdAt: now,
        expiresAt,
      })
      .returning();
    const url = invitationUrl(signToken('company-invitation', [row.id], expiresAt.getTime()), locale);
    await sendMail(
      {
        to: email,
        subject,
        locale,
        ...renderMail({
          locale,
          preheader: subject,
          heading: t('mail_invite_heading', values),
          paragraphs: [
            input.inviterName
              ? t('mail_invite_by', { ...values, name: input.inviterName })
              : t('mail_invite_text', values),
            t('mail_invite_how', { email, date: formatDate(expiresAt, locale) }),
          ],
          action: { label: t('mail_invite_action'), url },
        }),
      },
      { db: tx },
    );
    return { row, url };
  });
  return { id: row.id, url, expiresAt };
}

/** An invitation link names its invitation's row. */
const invitationFields = z.tuple([rowId]);

type InvitationCheck =
  | { state: 'invalid' }
  | { state: 'expired' }
  | { state: 'used' }
  | { state: 'valid'; invitation: CompanyInvitation; companyName: string };

/** What an invitation link stands for now: forged, expired, already used or withdrawn, or open. */
export async function checkInvitation(token: string, now = new Date()): Promise<InvitationCheck> {
  const check = verifyToken('company-invitation', token, invitationFields, now.getTime());
  if (!check.valid) return { state: check.reason === 'expired' ? 'expired' : 'invalid' };
  const [id] = check.fields;
  const db = await getDatabase();
  const [invitation] = await db.select().from(companyInvitation).where(eq(companyInvitation.id, id));
  if (!invitation) return { state: 'invalid' };
  if (invitation.acceptedAt || invitation.revokedAt) return { state: 'used' };
  if (invitation.expiresAt <= now) return { state: 'expired' };
  const company = await getApplicationCompany(invitation.companyId);
  if (!company?.name) return { state: 'invalid' };
  return { state: 'valid', invitation, companyName: company.name };
}

/**
 * Accepts an invitation for the signed-in account, which must be the invited address (as its
 * provider verified it). The invitation is marked used in the statement that checks it is still
 * open, so two tabs accepting at once make one member. A new member hears in `locale`.
 */
export async function acceptInvitation(account: CurrentUser, token: string, locale: Locale) {
  const check = await checkInvitation(token);
  if (check.state === 'invalid')
    throw new ApiError(404, 'invalid_invitation', 'This invitation link is not valid.');
  if (check.state === 'expired') {
    throw new ApiError(
      410,
      'invitation_expired',
      `Invitations work for ${INVITATION_DAYS} days; ask for a new one.`,
    );
  }
  if (check.state === 'used')
    throw new ApiError(410, 'invitation_used', 'This invitation has already been used.');
  const { invitation } = check;
  const db = await getDatabase();
  const [signIn] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, account.id));
  if (!signIn?.verified || account.email.toLowerCase() !== invitation.email) {
    throw new ApiError(
      403,
      'wrong_account',
      'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
    );
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(companyMember).where(eq(companyMember.userId, account.id));
    if (existing && existing.companyId !== invitation.companyId) {
      throw new ApiError(
        409,
        'member_elsewhere',
        "This account already belongs to another company's workspace.",
      );
    }
    const [used] = await tx
      .update(companyInvitation)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(companyInvitation.id, invitation.id),
          isNull(companyInvitation.acceptedAt),
          isNull(companyInvitation.revokedAt),
          gt(companyInvitation.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!used) throw new ApiError(410, 'invitation_used', 'This invitation has already been used.');
    if (existing) {
      if (invitation.role === 'owner' && existing.role !== 'owner') {
        await tx.update(companyMember).set({ role: 'owner' }).where(eq(companyMember.id, existing.id));
      }
    } else {
      const [member] = await tx
        .insert(companyMember)
        .values({ companyId: invitation.companyId, userId: account.id, role: invitation.role })
        .returning({ id: companyMember.id });
      // A new member hears in the language they joined in, until they choose otherwise.
      await tx.insert(memberNoticeSettings).values({ memberId: member.id, frequency: 'instant', locale });
    }
    return { companyId: invitation.companyId, role: existing?.role === 'owner' ? 'owner' : invitation.role };
  });
}

/** The company's invitations still waiting to be accepted. */
export async function pendingInvitations(
  companyId: string,
  now = new Date(),
): Promise<WorkspaceInvitation[]> {
  const db = await getDatabase();
  const rows = await db
    .select()
    .from(companyInvitation)
    .where(
      and(
        eq(companyInvitation.companyId, companyId),
        isNull(companyInvitation.acceptedAt),
        isNull(companyInvitation.revokedAt),
        gt(companyInvitation.expiresAt, now),
      ),
    )
    .orderBy(asc(companyInvitation.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** An owner withdraws one of their company's open invitations; its link stops working. */
export async function revokeInvitation(companyId: string, invitationId: string) {
  const db = await getDatabase();
  const [row] = await db
    .update(companyInvitation)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(companyInvitation.id, invitationId),
        eq(companyInvitation.companyId, companyId),
        isNull(companyInvitation.acceptedAt),
        isNull(companyInvitation.revokedAt),
      ),
    )
    .returning({ id: companyInvitation.id });
  if (!row)
    throw new ApiError(404, 'invitation_not_found', 'There is no such open invitation in your company.');
  return { revoked: true };
}
