import { z } from 'zod';
import { parsePick } from '@/platform/interviews/interview-input';
import { pickInterviewTime } from '@/platform/interviews/interviews';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** Picks one of the proposed interview times: the interview is confirmed and both sides invited. */
export const POST = withUser(
  'profile',
  async ({ request, user, params }) => {
    const locale = requestLocale(request.headers);
    const { start } = parsePick(await readJsonBody(request, z.unknown()), locale);
    return pickInterviewTime(user.id, params.id, start, locale);
  },
  { params: { id: rowId } },
);
