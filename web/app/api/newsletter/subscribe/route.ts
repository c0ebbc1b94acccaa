import { newsletterSubscribeSchema } from '@/contracts/newsletter';
import { readJsonBody } from '@/platform/http/validation';
import { withVisitor } from '@/platform/http/with-visitor';
import { subscribe } from '@/platform/newsletter/subscriptions';

export const dynamic = 'force-dynamic';

/** Signs an address up for a newsletter and e-mails the confirmation link; the answer is always the same. */
export const POST = withVisitor('newsletter', async ({ request }) => {
  await subscribe(await readJsonBody(request, newsletterSubscribeSchema));
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
