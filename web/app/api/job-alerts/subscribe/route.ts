import { jobAlertSubscribeSchema } from '@/contracts/job-alerts';
import { subscribeVisitor } from '@/platform/job-alerts/visitor-alerts';
import { readJsonBody } from '@/server/http/validation';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** A visitor's job alert: kept, and the confirmation link e-mailed; the answer is always the same. */
export const POST = withVisitor('job-alert-subscribe', async ({ request }) => {
  await subscribeVisitor(await readJsonBody(request, jobAlertSubscribeSchema));
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
