import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { describeEventTargets } from '@/content/event-targets';
import type { FollowTargetType } from '@/contracts/follows';
import { getDatabase } from '@/server/db';
import { follow } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { countServerEvent } from '../numbers/daily-counts';

const targetNotFound = (type: FollowTargetType) =>
  type === 'jobOffer'
    ? notFound('job_offer_not_found', 'There is no published job offer with this id.')
    : notFound('company_branch_not_found', 'There is no published company with this id.');

const row = (userId: string, type: FollowTargetType, id: string) =>
  and(eq(follow.userId, userId), eq(follow.targetType, type), eq(follow.targetId, id));

/** The published company or offer with this id, as its follows are counted in the company's numbers. */
async function publishedTarget(id: string, type: FollowTargetType) {
  const target = (await describeEventTargets([id])).get(id);
  if (target?.type !== type || !target.companyId) return null;
  return { companyId: target.companyId, jobOfferId: type === 'jobOffer' ? id : '' };
}

/** Follows a published job offer or company; following twice changes nothing. */
export async function followTarget(userId: string, type: FollowTargetType, id: string): Promise<void> {
  const target = await publishedTarget(id, type);
  if (!target) throw targetNotFound(type);
  const db = await getDatabase();
  const added = await db
    .insert(follow)
    .values({ userId, targetType: type, targetId: id })
    .onConflictDoNothing()
    .returning({ id: follow.targetId });
  if (added.length > 0) await countServerEvent(db, 'follow', target);
}

/**
 * Stops following. Something no longer published can still be unfollowed (and is no longer
 * counted); an id that is neither followed nor published is unknown (404).
 */
export async function unfollowTarget(userId: string, type: FollowTargetType, id: string): Promise<void> {
  const db = await getDatabase();
  const removed = await db
    .delete(follow)
    .where(row(userId, type, id))
    .returning({ id: follow.targetId });
  const target = await publishedTarget(id, type);
  if (removed.length === 0 && !target) throw targetNotFound(type);
  if (removed.length > 0 && target) await countServerEvent(db, 'unfollow', target);
}

/** The ids a user follows, most recently followed first. */
export async function followedIds(userId: string, type: FollowTargetType) {
  const db = await getDatabase();
  return db
    .select({ id: follow.targetId, followedAt: follow.createdAt })
    .from(follow)
    .where(and(eq(follow.userId, userId), eq(follow.targetType, type)))
    .orderBy(desc(follow.createdAt), follow.targetId);
}
