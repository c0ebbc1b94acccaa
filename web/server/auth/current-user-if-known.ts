import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { getCurrentUser } from './current-user';

/**
 * The signed-in user of the page's request, null for nobody, or undefined while the database
 * cannot say; read once per request, however many parts of the page ask.
 */
export const currentUserIfKnown = cache(async () => {
  try {
    return await getCurrentUser(await headers());
  } catch (error) {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
});
