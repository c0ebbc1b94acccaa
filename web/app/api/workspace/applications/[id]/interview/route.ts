import { z } from 'zod';
import { parseProposal } from '@/platform/interviews/interview-input';
import {
  cancelInterview,
  companyInterview,
  proposeInterview,
  reproposeInterview,
} from '@/platform/interviews/interviews';
import { requireMember } from '@/platform/workspace/members';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The application's latest interview (null when none was proposed). */
export const GET = withMember(
  async ({ member, params }) => Response.json(await companyInterview(member, params.id)),
  { params: { id: rowId } },
);

/**
 * Proposes interview times (POST), or other times for the open interview (PUT); the body is read
 * before the membership is checked, so a malformed request is told what is wrong.
 */
const propose = (change: typeof proposeInterview, status: number) =>
  withUser(
    'workspace',
    async ({ request, user, params }) => {
      const locale = requestLocale(request.headers);
      const proposal = parseProposal(await readJsonBody(request, z.unknown()), locale);
      return Response.json(await change(await requireMember(user.id), params.id, proposal, locale), {
        status,
      });
    },
    { params: { id: rowId } },
  );

export const POST = propose(proposeInterview, 201);
export const PUT = propose(reproposeInterview, 200);

/** Cancels the open interview. */
export const DELETE = withMember(
  async ({ request, member, params }) => cancelInterview(member, params.id, requestLocale(request.headers)),
  { params: { id: rowId } },
);
