import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { NoticeSettings } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import { type CompanyMember, companyMember, memberNoticeSettings } from '@/server/db/schema';
import { companyContact } from '../applications/notifications';

/**
 * A member's notice settings: what they chose, or, until they choose, every notice at once in
 * the company's language.
 */
export async function noticeSettingsOf(member: CompanyMember): Promise<NoticeSettings> {
  const db = await getDatabase();
  const [row] = await db
    .select({ frequency: memberNoticeSettings.frequency, locale: memberNoticeSettings.locale })
    .from(memberNoticeSettings)
    .where(eq(memberNoticeSettings.memberId, member.id));
  return row ?? { frequency: 'instant', locale: (await companyContact(member.companyId)).locale };
}

/**
 * Saves the member's own settings. Switching to the daily digest starts it from now: what came
 * before was mailed at once, or was not wanted. The moment is JavaScript's (milliseconds), as the
 * digest compares it when it moves it on.
 */
export async function saveNoticeSettings(
  member: CompanyMember,
  input: NoticeSettings,
): Promise<NoticeSettings> {
  const db = await getDatabase();
  const now = new Date();
  await db
    .insert(memberNoticeSettings)
    .values({ memberId: member.id, ...input, digestedUntil: now, updatedAt: now })
    .onConflictDoUpdate({
      target: memberNoticeSettings.memberId,
      set: {
        ...input,
        updatedAt: now,
        digestedUntil: sql`case when ${memberNoticeSettings.frequency} = 'daily' then ${memberNoticeSettings.digestedUntil} else ${now.toISOString()}::timestamptz end`,
      },
    });
  return input;
}

/** The account's notice settings for its data export, or null when it never chose any. */
export async function noticeSettingsForExport(userId: string) {
  const db = await getDatabase();
  const [row] = await db
    .select({
      frequency: memberNoticeSettings.frequency,
      locale: memberNoticeSettings.locale,
      updatedAt: memberNoticeSettings.updatedAt,
    })
    .from(memberNoticeSettings)
    .innerJoin(companyMember, eq(companyMember.id, memberNoticeSettings.memberId))
    .where(eq(companyMember.userId, userId));
  return row ?? null;
}
