import { applicationCv, cvDownload } from '@/platform/applications/cv-download';
import { ownApplication } from '@/platform/applications/my-applications';
import { rowId } from '@/server/http/route-params';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Downloads the CV I sent with one of my applications. */
export const GET = withUser(
  'profile',
  async ({ user, params }) => cvDownload(applicationCv(await ownApplication(user.id, params.id))),
  { params: { id: rowId } },
);
