import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { contentExists } from '@/content/follow-targets';
import type { FollowTargetType } from '@/contracts/follows';
import { getDatabase } from '../db';
import { follow } from '../db/schema';
import { notFound } from '../http/errors';

const targetNotFound = (type: FollowTargetType) =>
  type === 'jobOffer'
    ? notFound('job_offer_not_found', 'There is no published job offer with this id.')
    : notFound('company_branch_not_found', 'There is no published company with this id.');

const row = (userId: string, type: FollowTargetType, id: string) =>
  and(eq(follow.userId, userId), eq(follow.targetType, type), eq(follow.targetId, id));

/** Follows a published job offer or company; following twice changes nothing. */
export async function followTarget(userId: string, type: FollowTargetType, id: string): Promise<void> {
  if (!(await contentExists(id, type))) throw targetNotFound(type);
  const db = await getDatabase();
  await db.insert(follow).values({ userId, targetType: type, targetId: id }).onConflictDoNothing();
}

/**
 * Stops following. Something no longer published can still be unfollowed; an id that is
 * neither followed nor published is unknown (404).
 */
export async function unfollowTarget(userId: string, type: FollowTargetType, id: string): Promise<void> {
  const db = await getDatabase();
  const removed = await db
    .delete(follow)
    .where(row(userId, type, id))
    .returning({ id: follow.targetId });
  if (removed.length === 0 && !(await contentExists(id, type))) throw targetNotFound(type);
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
