import { withUser } from '@/platform/http/with-user';
import { importProfile } from '@/platform/profile-import/import-profile';

export const dynamic = 'force-dynamic';

/** Reads a CV or LinkedIn PDF (multipart, the `cv` file) and answers the entries it proposes; saves nothing. */
export const POST = withUser('profile-import', async ({ request, user }) => importProfile(user.id, request));
