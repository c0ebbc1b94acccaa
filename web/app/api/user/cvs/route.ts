import { uploadSavedCv } from '@/platform/saved-cvs/add-saved-cv';
import { listSavedCvs } from '@/platform/saved-cvs/saved-cvs';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** My saved CVs, oldest first, one of them the default. */
export const GET = withUser('profile', async ({ user }) => listSavedCvs(user.id));

/** Saves a CV to my profile: multipart/form-data with the `cv` file; 201 with the saved CV. */
export const POST = withUser('saved-cv-upload', async ({ request, user }) =>
  Response.json(await uploadSavedCv(user, request), { status: 201 }),
);
