import { preferencesSchema } from '@/contracts/preferences';
import { getPreferences, savePreferences } from '@/platform/preferences/preferences';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** What I look for: values, cities, working modes, seniorities, contract types, minimum salary. */
export const GET = withUser('preferences', async ({ user }) => getPreferences(user.id));

/** Replaces my preferences; answers them as kept. */
export const PUT = withUser('preferences', async ({ request, user }) =>
  savePreferences(user.id, await readJsonBody(request, preferencesSchema)),
);
