import { preferencesSchema } from '@/contracts/preferences';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { getPreferences, savePreferences } from '@/platform/preferences/preferences';

export const dynamic = 'force-dynamic';

/** What I look for: values, cities, working modes, seniorities, contract types, minimum salary. */
export const GET = withUser('preferences', async ({ user }) => getPreferences(user.id));

/** Replaces my preferences; answers them as kept. */
export const PUT = withUser('preferences', async ({ request, user }) =>
  savePreferences(user.id, await readJsonBody(request, preferencesSchema)),
);
