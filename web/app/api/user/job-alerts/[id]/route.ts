import { jobAlertUpdateSchema } from '@/contracts/job-alerts';
import { rowId } from '@/platform/http/route-params';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { deleteAlert, updateAlert } from '@/platform/job-alerts/user-alerts';

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
