import { bulkStatusSchema } from '@/contracts/workspace';
import { setStatusInBulk } from '@/platform/workspace/member-status';
import { requireMember } from '@/platform/workspace/members';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** Sets one status on several of the company's applications, each candidate e-mailed. */
export const POST = withUser('workspace', async ({ request, user }) => {
  const { ids, status, message } = await readJsonBody(request, bulkStatusSchema);
  const member = await requireMember(user.id);
  return setStatusInBulk(member, ids, status, message, requestLocale(request.headers));
});
