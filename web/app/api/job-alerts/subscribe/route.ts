import { jobAlertSubscribeSchema } from '@/contracts/job-alerts';
import { readJsonBody } from '@/platform/http/validation';
import { withVisitor } from '@/platform/http/with-visitor';
import { subscribeVisitor } from '@/platform/job-alerts/visitor-alerts';

export const dynamic = 'force-dynamic';

/** A visitor's job alert: kept, and the confirmation link e-mailed; the answer is always the same. */
export const POST = withVisitor('job-alert-subscribe', async ({ request }) => {
  await subscribeVisitor(await readJsonBody(request, jobAlertSubscribeSchema));
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
