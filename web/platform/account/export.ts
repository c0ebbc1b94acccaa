import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { account, contactEmailConfirmation, follow, session, user, userProfile } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { notFound } from '@/server/http/errors';
import { applicationsForExport } from '../applications/my-applications';
import { signupsForExport } from '../company-signup/data-rights';
import { inquiriesFrom } from '../inquiry/inquiries';
import { alertsForExport } from '../job-alerts/data-rights';
import { subscriptionsOf } from '../newsletter/subscriptions';
import { preferencesForExport } from '../preferences/preferences';
import { educationEntries, experienceEntries } from '../profile/entries';
import { savedCvsForExport } from '../saved-cvs/data-rights';
import { workspaceForExport } from '../workspace/data-rights';
import { verifiedAccountEmails } from './verified-emails';

const withoutOwner = <Row extends { userId: string }>({ userId: _owner, ...rest }: Row) => rest;

/**
 * Everything stored about a user, for the data export. Provider tokens and session tokens are
 * credentials, not data about the person, so only the fact and metadata of each are included.
 */
export async function exportAccount(userId: string) {
  const db = await getDatabase();
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) throw notFound('user_not_found', 'This account no longer exists.');
  const [profile] = await db.select().from(userProfile).where(eq(userProfile.userId, userId));
  const follows = (type: 'jobOffer' | 'company') =>
    db
      .select({ id: follow.targetId, followedAt: follow.createdAt })
      .from(follow)
      .where(and(eq(follow.userId, userId), eq(follow.targetType, type)))
      .orderBy(asc(follow.createdAt));
  const emails = await verifiedAccountEmails(userId);
  const [
    applications,
    education,
    experience,
    jobOffers,
    companyBranches,
    accounts,
    sessions,
    inquiries,
    newsletters,
    contactEmailConfirmations,
    jobAlerts,
    preferences,
    savedCvs,
    workspace,
    companySignups,
  ] = await Promise.all([
    applicationsForExport(userId, platformEnv().siteUrl),
    educationEntries.list(userId),
    experienceEntries.list(userId),
    follows('jobOffer'),
    follows('company'),
    db
      .select({
        provider: account.providerId,
        scope: account.scope,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    inquiriesFrom(emails),
    subscriptionsOf(emails),
    db
      .select({
        email: contactEmailConfirmation.email,
        sentAt: contactEmailConfirmation.sentAt,
        confirmedAt: contactEmailConfirmation.confirmedAt,
      })
      .from(contactEmailConfirmation)
      .where(eq(contactEmailConfirmation.userId, userId)),
    alertsForExport(userId, emails),
    preferencesForExport(userId),
    savedCvsForExport(userId, platformEnv().siteUrl),
    workspaceForExport(userId),
    signupsForExport(userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    user: person,
    profile: profile ? withoutOwner(profile) : null,
    /** The link's secret is a credential and stays out. */
    contactEmailConfirmation: contactEmailConfirmations[0] ?? null,
    education,
    experience,
    follows: { jobOffers, companyBranches },
    applications,
    /** The CVs kept in the profile, each with a link that downloads it. */
    savedCvs,
    signInAccounts: accounts,
    sessions,
    /** Sent from the account's verified sign-in or contact address, signed in or not. */
    inquiries,
    newsletterSubscriptions: newsletters,
    /** Saved searches mailed as digests: the account's, and those confirmed from its verified addresses. */
    jobAlerts,
    /** What the 'For you' page ranks by; null when none were saved. */
    preferences,
    /** Companies' notes about my applications, and my own company membership (docs/workspace.md). */
    workspace,
    /** The companies I signed up: name, IČO and where each sign-up stands. */
    companySignups,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;
