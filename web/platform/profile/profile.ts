import 'server-only';
import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '@/contracts/profile';
import { getDatabase } from '../db';
import { user, userProfile } from '../db/schema';
import { notFound } from '../http/errors';

export async function getProfile(userId: string): Promise<Profile> {
  const db = await getDatabase();
  const [found] = await db
    .select({ user, profile: userProfile })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, userId));
  if (!found) throw notFound('user_not_found', 'This account no longer exists.');
  const { user: account, profile } = found;
  return {
    name: account.name,
    surname: account.surname,
    email: profile?.contactEmail ?? account.email,
    signInEmail: account.email,
    birthDate: profile?.birthDate ?? null,
    phone: profile?.phone ?? null,
    city: profile?.city ?? null,
    webUrl: profile?.webUrl ?? null,
  };
}

/** Changes only the fields given; name and surname live on the account, the rest beside it. */
export async function updateProfile(userId: string, update: ProfileUpdate): Promise<Profile> {
  const { name, surname, email, ...details } = update;
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    if (name !== undefined || surname !== undefined) {
      await tx.update(user).set({ name, surname, updatedAt: new Date() }).where(eq(user.id, userId));
    }
    const values = { ...details, ...(email !== undefined ? { contactEmail: email } : {}) };
    if (Object.keys(values).length > 0) {
      await tx
        .insert(userProfile)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userProfile.userId, set: { ...values, updatedAt: new Date() } });
    }
  });
  return getProfile(userId);
}
