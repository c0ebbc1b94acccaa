import 'server-only';
import type { Locale } from '@tribe/routes';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { type Database, getDatabase } from '@/server/db';
import {
  applicationEvent,
  applicationMessage,
  companyMember,
  jobApplication,
  memberNoticeSettings,
  user,
} from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { enqueue } from '@/server/queue/job-queue';
import { offerTitlesIn } from '../applications/offer-titles';
import { morningOf } from './answer-deadlines';
import type { NoticeKind } from './member-notices';
import { noticeSettingsUrl, workspaceApplicationUrl } from './workspace-urls';

export const MEMBER_DIGEST_JOB = 'member-digest';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MemberDigestJob {
  /** The digest tells of everything before this instant (ISO). */
  until: string;
}

/** The next 08:00 in the site's time zone after `now`. */
export function nextDigestTime(now: Date): Date {
  const today = morningOf(now);
  return today > now ? today : morningOf(new Date(now.getTime() + DAY_MS));
}

/**
 * Queues the next morning's digest run; its key names the morning, so every instance (and every
 * run that queues the one after it) makes one job.
 */
export async function scheduleMemberDigest(db: Database, now = new Date()): Promise<void> {
  const until = nextDigestTime(now);
  await enqueue(db, {
    kind: MEMBER_DIGEST_JOB,
    payload: { until: until.toISOString() } satisfies MemberDigestJob,
    dedupeKey: `${MEMBER_DIGEST_JOB}:${until.toISOString()}`,
    runAt: until,
  });
}

interface DigestEntry {
  applicationId: string;
  jobOfferId: string;
  jobTitle: string;
  /** A new application, a withdrawal, or a message from the candidate. */
  kind: NoticeKind | 'message';
  name: string;
  at: Date;
}

const entryColumns = {
  applicationId: jobApplication.id,
  jobOfferId: jobApplication.jobOfferId,
  jobTitle: jobApplication.jobTitle,
  name: user.name,
  surname: user.surname,
};

/** New applications, withdrawals and candidates' messages of the company in [from, until), oldest first. */
async function companyEvents(
  db: Database,
  companyId: string,
  from: Date,
  until: Date,
): Promise<DigestEntry[]> {
  const rows = await db
    .select({ ...entryColumns, kind: applicationEvent.status, at: applicationEvent.createdAt })
    .from(applicationEvent)
    .innerJoin(jobApplication, eq(jobApplication.id, applicationEvent.applicationId))
    .innerJoin(user, eq(user.id, jobApplication.userId))
    .where(
      and(
        eq(jobApplication.companyId, companyId),
        inArray(applicationEvent.status, ['sent', 'withdrawn']),
        gte(applicationEvent.createdAt, from),
        lt(applicationEvent.createdAt, until),
      ),
    )
    .orderBy(asc(applicationEvent.createdAt), asc(applicationEvent.id));
  const messages = await db
    .select({ ...entryColumns, at: applicationMessage.createdAt })
    .from(applicationMessage)
    .innerJoin(jobApplication, eq(jobApplication.id, applicationMessage.applicationId))
    .innerJoin(user, eq(user.id, jobApplication.userId))
    .where(
      and(
        eq(jobApplication.companyId, companyId),
        eq(applicationMessage.sender, 'candidate'),
        gte(applicationMessage.createdAt, from),
        lt(applicationMessage.createdAt, until),
      ),
    )
    .orderBy(asc(applicationMessage.createdAt), asc(applicationMessage.id));
  return [
    ...rows.map((row) => ({ ...row, kind: row.kind as NoticeKind })),
    ...messages.map((row) => ({ ...row, kind: 'message' as const })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((row) => ({ ...row, name: [row.name, row.surname].filter(Boolean).join(' ') }));
}

async function digestMail(entries: DigestEntry[], locale: Locale) {
  const t = platformTranslator(locale, 'Workspace');
  const tThread = platformTranslator(locale, 'ApplicantThread');
  const titles = await offerTitlesIn(
    entries.map((entry) => entry.jobOfferId),
    locale,
  );
  const count = (kind: DigestEntry['kind']) => entries.filter((entry) => entry.kind === kind).length;
  const counts = { sent: count('sent'), withdrawn: count('withdrawn'), messages: count('message') };
  const subject = counts.messages
    ? tThread('digest_subject_with_messages', counts)
    : t('digest_subject', counts);
  return {
    subject,
    ...renderMail({
      locale,
      preheader: subject,
      heading: subject,
      paragraphs: [t('digest_text')],
      links: entries.map((entry) => {
        const values = {
          name: entry.name || t('notice_candidate_unknown'),
          job: titles.get(entry.jobOfferId) ?? entry.jobTitle,
        };
        return {
          title:
            entry.kind === 'message'
              ? tThread('digest_entry_message', values)
              : t(`digest_entry_${entry.kind}`, values),
          url: workspaceApplicationUrl(entry.applicationId, locale),
        };
      }),
      footer: t('notice_footer'),
      footerLink: { label: t('notice_settings_link'), url: noticeSettingsUrl(locale) },
    }),
  };
}

/**
 * Mails each member on the daily digest what came since their last one (applications,
 * withdrawals and candidates' messages), up to `until`. The
 * member's place moves on in the transaction that queues the mail, and only from where this run
 * read it, so a retry or a second instance sends nothing twice; a day without news moves it
 * without a mail. The next morning's run is queued first.
 */
export async function runMemberDigest({ until }: MemberDigestJob): Promise<void> {
  const db = await getDatabase();
  const end = new Date(until);
  await scheduleMemberDigest(db, end);
  const members = await db
    .select({
      memberId: companyMember.id,
      companyId: companyMember.companyId,
      email: user.email,
      locale: memberNoticeSettings.locale,
      digestedUntil: memberNoticeSettings.digestedUntil,
    })
    .from(memberNoticeSettings)
    .innerJoin(companyMember, eq(companyMember.id, memberNoticeSettings.memberId))
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(and(eq(memberNoticeSettings.frequency, 'daily'), lt(memberNoticeSettings.digestedUntil, end)));
  for (const member of members) {
    const entries = await companyEvents(db, member.companyId, member.digestedUntil, end);
    const mail = entries.length ? await digestMail(entries, member.locale) : null;
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(memberNoticeSettings)
        .set({ digestedUntil: end })
        .where(
          and(
            eq(memberNoticeSettings.memberId, member.memberId),
            eq(memberNoticeSettings.digestedUntil, member.digestedUntil),
          ),
        )
        .returning({ memberId: memberNoticeSettings.memberId });
      if (!moved || !mail) return;
      await sendMail(
        { to: member.email, locale: member.locale, ...mail },
        { db: tx, dedupeKey: `${MEMBER_DIGEST_JOB}:${member.memberId}:${until}` },
      );
    });
  }
}
