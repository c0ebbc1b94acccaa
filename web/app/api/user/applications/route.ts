import { listApplications } from '@/platform/applications/my-applications';
import { submitApplication } from '@/platform/applications/submit-application';
import { withUser } from '@/platform/http/with-user';

export const dynamic = 'force-dynamic';

/** My applications, newest first, each with its status history. */
export const GET = withUser('profile', async ({ user }) => listApplications(user.id));

/** Applies to a job offer: multipart/form-data with the answers and the `cv` file; 201 with the application. */
export const POST = withUser('application', async ({ request, user }) => {
  return Response.json(await submitApplication(user, request), { status: 201 });
});
