import { z } from 'zod';
import { myThread, writeToCompany } from '@/platform/applications/candidate-thread';
import { parseMessage } from '@/platform/applications/message-input';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The messages between me and the company about one of my applications, oldest first. */
export const GET = withUser('profile', async ({ user, params }) => myThread(user.id, params.id), {
  params: { id: rowId },
});

/** Writes to the company; answers the whole thread. */
export const POST = withUser(
  'profile',
  async ({ request, user, params }) => {
    const { body } = parseMessage(await readJsonBody(request, z.unknown()), requestLocale(request.headers));
    return Response.json(await writeToCompany(user.id, params.id, body), { status: 201 });
  },
  { params: { id: rowId } },
);
