import { inquirySchema } from '@/contracts/inquiry';
import { submitInquiry } from '@/platform/inquiry/inquiries';
import { readJsonBody } from '@/server/http/validation';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** The 'Get a free quote' form: keeps the inquiry and e-mails it to sales. */
export const POST = withVisitor('inquiry', async ({ request }) => {
  await submitInquiry(await readJsonBody(request, inquirySchema));
  return Response.json({ received: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
