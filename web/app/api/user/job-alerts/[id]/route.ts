import { jobAlertUpdateSchema } from '@/contracts/job-alerts';
import { deleteAlert, updateAlert } from '@/platform/job-alerts/user-alerts';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Renames, pauses or resumes one of my alerts, or changes how often it mails. */
export const PATCH = withUser(
  'job-alerts',
  async ({ request, user, params }) =>
    updateAlert(user.id, params.id, await readJsonBody(request, jobAlertUpdateSchema)),
  { params: { id: rowId } },
);

/** Deletes one of my alerts. */
export const DELETE = withUser(
  'job-alerts',
  async ({ user, params }) => {
    await deleteAlert(user.id, params.id);
    return { id: params.id, deleted: true };
  },
  { params: { id: rowId } },
);
