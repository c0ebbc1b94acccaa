import { undoSchema } from '@/contracts/workspace';
import { requireMember } from '@/platform/workspace/members';
import { undoStatusChanges } from '@/platform/workspace/undo-status';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Takes the company's moves back while their e-mails still wait in the queue. */
export const POST = withUser('workspace', async ({ request, user }) => {
  const { events } = await readJsonBody(request, undoSchema);
  return undoStatusChanges(await requireMember(user.id), events);
});
