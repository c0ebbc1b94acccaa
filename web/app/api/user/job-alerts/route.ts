import { jobAlertCreateSchema } from '@/contracts/job-alerts';
import { createAlert, listAlerts } from '@/platform/job-alerts/user-alerts';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** My job alerts, each with how many new offers it has. */
export const GET = withUser('job-alerts', async ({ user }) => ({ alerts: await listAlerts(user.id) }));

/** Saves a search as a job alert. */
export const POST = withUser('job-alerts', async ({ request, user }) =>
  Response.json(await createAlert(user.id, await readJsonBody(request, jobAlertCreateSchema)), {
    status: 201,
  }),
);
