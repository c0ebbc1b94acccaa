import { newsletterSubscribeSchema } from '@/contracts/newsletter';
import { subscribe } from '@/platform/newsletter/subscriptions';
import { readJsonBody } from '@/server/http/validation';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** Signs an address up for a newsletter and e-mails the confirmation link; the answer is always the same. */
export const POST = withVisitor('newsletter', async ({ request }) => {
  await subscribe(await readJsonBody(request, newsletterSubscribeSchema));
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
