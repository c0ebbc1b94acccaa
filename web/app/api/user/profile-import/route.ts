import { importProfile } from '@/platform/profile-import/import-profile';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Reads a CV or LinkedIn PDF (multipart, the `cv` file) and answers the entries it proposes; saves nothing. */
export const POST = withUser('profile-import', async ({ request, user }) => importProfile(user.id, request));
