import { inquirySchema } from '@/contracts/inquiry';
import { readJsonBody } from '@/platform/http/validation';
import { withVisitor } from '@/platform/http/with-visitor';
import { submitInquiry } from '@/platform/inquiry/inquiries';

export const dynamic = 'force-dynamic';

/** The 'Get a free quote' form: keeps the inquiry and e-mails it to sales. */
export const POST = withVisitor('inquiry', async ({ request }) => {
  await submitInquiry(await readJsonBody(request, inquirySchema));
  return Response.json({ received: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
