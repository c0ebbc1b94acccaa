import { z } from 'zod';
import { parseAssessment } from '@/platform/workspace/assessment-input';
import { setAssessment } from '@/platform/workspace/assessments';
import { requireMember } from '@/platform/workspace/members';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/**
 * Sets the members' rating (1–5 or null) and tags of an application, the whole set at once. The
 * body is read before the membership is checked, so a malformed request is told what is wrong.
 */
export const PUT = withUser(
  'workspace',
  async ({ request, user, params }) => {
    const input = parseAssessment(await readJsonBody(request, z.unknown()), requestLocale(request.headers));
    return setAssessment(await requireMember(user.id), params.id, input);
  },
  { params: { id: rowId } },
);
