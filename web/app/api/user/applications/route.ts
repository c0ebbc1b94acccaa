import { listApplications } from '@/platform/applications/my-applications';
import { submitApplication } from '@/platform/applications/submit-application';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/**
 * My applications, newest first, each with its status history, titled as its offer is titled
 * now in `?language=` (or the visitor's language).
 */
export const GET = withUser('profile', async ({ request, user }) =>
  listApplications(user.id, localeFrom(request)),
);

/** Applies to a job offer: multipart/form-data with the answers and the `cv` file; 201 with the application. */
export const POST = withUser('application', async ({ request, user }) => {
  return Response.json(await submitApplication(user, request), { status: 201 });
});
