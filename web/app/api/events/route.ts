import { pageEventBatchSchema } from '@/contracts/numbers';
import { recordPageEvents } from '@/platform/numbers/record-page-events';
import { clientIp } from '@/server/http/client-ip';
import { readJsonBody } from '@/server/http/validation';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** A visitor's batch of page events (no cookie, no session): added to the companies' daily counts. */
export const POST = withVisitor('events', async ({ request }) => {
  const { events } = await readJsonBody(request, pageEventBatchSchema);
  await recordPageEvents(events, { address: clientIp(request.headers) });
  return new Response(null, { status: 204 });
});
