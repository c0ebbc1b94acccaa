import 'server-only';
import { getDatabase } from '@/server/db';
import { readAccountAddresses, verifiedAddresses } from '../profile/contact-address';

/**
 * The addresses proven to be the user's, lower-cased: the sign-in address when the provider
 * verified it and the contact address once confirmed through its e-mailed link. Inquiries and
 * newsletter subscriptions are anonymous and are matched by these only, so typing somebody
 * else's address into the profile reveals or deletes nothing of theirs.
 */
export async function verifiedAccountEmails(userId: string): Promise<string[]> {
  const addresses = await readAccountAddresses(await getDatabase(), userId);
  return addresses ? verifiedAddresses(addresses) : [];
}
