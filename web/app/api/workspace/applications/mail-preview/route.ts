import { mailPreviewSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { requestLocale } from '@/platform/i18n/request-locale';
import { previewStatusMails } from '@/platform/workspace/member-status';
import { requireMember } from '@/platform/workspace/members';

export const dynamic = 'force-dynamic';

/** Each candidate's e-mail as the move would send it; nothing is changed or sent. */
export const POST = withUser('workspace', async ({ request, user }) => {
  const { ids, status, message } = await readJsonBody(request, mailPreviewSchema);
  const member = await requireMember(user.id);
  return previewStatusMails(member, ids, status, message, requestLocale(request.headers));
});
