import { mailPreviewSchema } from '@/contracts/workspace';
import { previewStatusMails } from '@/platform/workspace/member-status';
import { requireMember } from '@/platform/workspace/members';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** Each candidate's e-mail as the move would send it; nothing is changed or sent. */
export const POST = withUser('workspace', async ({ request, user }) => {
  const { ids, status, message } = await readJsonBody(request, mailPreviewSchema);
  const member = await requireMember(user.id);
  return previewStatusMails(member, ids, status, message, requestLocale(request.headers));
});
