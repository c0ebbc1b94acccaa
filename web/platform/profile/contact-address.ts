import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db';
import {
  type ContactEmailConfirmation,
  contactEmailConfirmation,
  type User,
  type UserProfile,
  user,
  userProfile,
} from '@/server/db/schema';

/** A user with the profile and the contact address's confirmation: what decides which addresses are theirs. */
export interface AccountAddresses {
  user: User;
  profile: UserProfile | null;
  confirmation: ContactEmailConfirmation | null;
}

export async function readAccountAddresses(db: Database, userId: string): Promise<AccountAddresses | null> {
  const [found] = await db
    .select({ user, profile: userProfile, confirmation: contactEmailConfirmation })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .leftJoin(contactEmailConfirmation, eq(contactEmailConfirmation.userId, user.id))
    .where(eq(user.id, userId));
  return found ?? null;
}

/** The address the profile shows and confirmation links go to: the contact email, else the sign-in address. */
export const contactAddress = ({ user, profile }: AccountAddresses) =>
  (profile?.contactEmail ?? user.email).toLowerCase();

/** The sign-in address when the provider said it checked it. */
export const providerVerifiedAddress = ({ user }: AccountAddresses) =>
  user.emailVerified ? user.email.toLowerCase() : null;

/**
 * The addresses proven to be the user's, lower-cased: the sign-in address when the provider
 * verified it, and the contact address once confirmed through the link e-mailed to exactly it.
 * Anything anyone can type (an unconfirmed contact email) is not among them.
 */
export function verifiedAddresses(addresses: AccountAddresses): string[] {
  const contact = contactAddress(addresses);
  const { confirmation } = addresses;
  const confirmed = confirmation?.confirmedAt && confirmation.email === contact ? contact : null;
  return [...new Set([providerVerifiedAddress(addresses), confirmed].filter((email) => email !== null))];
}
