import { cvDownload } from '@/platform/applications/cv-download';
import { rowId } from '@/platform/http/route-params';
import { withUser } from '@/platform/http/with-user';
import { ownSavedCv, savedCvFile } from '@/platform/saved-cvs/saved-cvs';

export const dynamic = 'force-dynamic';

/** Downloads one of my saved CVs, as an attachment. */
export const GET = withUser(
  'profile',
  async ({ user, params }) => cvDownload(savedCvFile(await ownSavedCv(user.id, params.id))),
  { params: { id: rowId } },
);
