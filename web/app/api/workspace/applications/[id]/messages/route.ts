import { z } from 'zod';
import { parseMessage } from '@/platform/applications/message-input';
import { companyThread, writeToCandidate } from '@/platform/workspace/member-thread';
import { requireMember } from '@/platform/workspace/members';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The messages between the company and the candidate, oldest first. */
export const GET = withMember(async ({ member, params }) => companyThread(member, params.id), {
  params: { id: rowId },
});

/**
 * Writes to the candidate for the company; answers the whole thread. The body is read before the
 * membership is checked, so a malformed request is told what is wrong.
 */
export const POST = withUser(
  'workspace',
  async ({ request, user, params }) => {
    const { body } = parseMessage(await readJsonBody(request, z.unknown()), requestLocale(request.headers));
    return Response.json(await writeToCandidate(await requireMember(user.id), params.id, body), {
      status: 201,
    });
  },
  { params: { id: rowId } },
);
