import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import type { Profile, ProfileUpdate } from '@/contracts/profile';
import { getDatabase } from '@/server/db';
import { user, userProfile } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { log } from '@/server/log/logger';
import { contactAddress, readAccountAddresses, verifiedAddresses } from './contact-address';
import { type Requester, sendContactConfirmation, settleConfirmation } from './contact-confirmation';

export async function getProfile(userId: string): Promise<Profile> {
  const found = await readAccountAddresses(await getDatabase(), userId);
  if (!found) throw notFound('user_not_found', 'This account no longer exists.');
  const { user: account, profile, confirmation } = found;
  const emailConfirmed = verifiedAddresses(found).includes(contactAddress(found));
  return {
    name: account.name,
    surname: account.surname,
    email: profile?.contactEmail ?? account.email,
    signInEmail: account.email,
    emailConfirmed,
    emailConfirmationSentAt: emailConfirmed ? null : (confirmation?.sentAt?.toISOString() ?? null),
    birthDate: profile?.birthDate ?? null,
    phone: profile?.phone ?? null,
    city: profile?.city ?? null,
    webUrl: profile?.webUrl ?? null,
  };
}

/**
 * Changes only the fields given; name and surname live on the account, the rest beside it. A new
 * contact address loses the confirmation of the old one and is e-mailed a confirmation link;
 * when the link cannot go out (the address got one minutes ago, the mail server is down), the
 * profile is saved all the same and says no link was sent.
 */
export async function updateProfile(
  userId: string,
  update: ProfileUpdate,
  requester: Requester,
): Promise<Profile> {
  const { name, surname, email, ...details } = update;
  const db = await getDatabase();
  const { started } = await db.transaction(async (tx) => {
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
    return email === undefined ? { started: false } : settleConfirmation(tx, userId);
  });
  if (started) {
    await sendContactConfirmation(userId, requester).catch((error) => {
      if (error instanceof ApiError && error.status === 429) return;
      log.error({ err: error }, 'The contact address confirmation e-mail was not sent');
    });
  }
  return getProfile(userId);
}
