import { pageEventBatchSchema } from '@/contracts/numbers';
import { clientIp } from '@/platform/http/client-ip';
import { readJsonBody } from '@/platform/http/validation';
import { withVisitor } from '@/platform/http/with-visitor';
import { recordPageEvents } from '@/platform/numbers/record-page-events';

export const dynamic = 'force-dynamic';

/** A visitor's batch of page events (no cookie, no session): added to the companies' daily counts. */
export const POST = withVisitor('events', async ({ request }) => {
  const { events } = await readJsonBody(request, pageEventBatchSchema);
  await recordPageEvents(events, { address: clientIp(request.headers) });
  return new Response(null, { status: 204 });
});
