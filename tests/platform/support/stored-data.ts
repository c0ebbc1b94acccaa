import { eq } from 'drizzle-orm';

/** Everything stored for a user except sessions, as one comparable value. */
export async function storedData(userId: string) {
  const [{ getDatabase }, schema] = await Promise.all([import('@/server/db'), import('@/server/db/schema')]);
  const db = await getDatabase();
  const [person, profile, follows, education, experience] = await Promise.all([
    db.select().from(schema.user).where(eq(schema.user.id, userId)),
    db.select().from(schema.userProfile).where(eq(schema.userProfile.userId, userId)),
    db.select().from(schema.follow).where(eq(schema.follow.userId, userId)),
    db.select().from(schema.educationEntry).where(eq(schema.educationEntry.userId, userId)),
    db.select().from(schema.experienceEntry).where(eq(schema.experienceEntry.userId, userId)),
  ]);
  return JSON.stringify({ person, profile, follows, education, experience });
}
