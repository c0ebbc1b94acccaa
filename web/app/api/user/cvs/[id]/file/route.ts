import { cvDownload } from '@/platform/applications/cv-download';
import { ownSavedCv, savedCvFile } from '@/platform/saved-cvs/saved-cvs';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Downloads one of my saved CVs, as an attachment. */
export const GET = withUser(
  'profile',
  async ({ user, params }) => cvDownload(savedCvFile(await ownSavedCv(user.id, params.id))),
  { params: { id: rowId } },
);
