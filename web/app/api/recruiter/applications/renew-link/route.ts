import { renewLinkSchema } from '@/contracts/applications';
import { renewRecruiterLink } from '@/platform/applications/recruiter';
import { readJsonBody } from '@/server/http/validation';
import { withVisitor } from '@/server/http/with-visitor';

export const dynamic = 'force-dynamic';

/** Mails a fresh link for an expired one to the company's recruiting contact. */
export const POST = withVisitor('recruiter', async ({ request }) =>
  renewRecruiterLink((await readJsonBody(request, renewLinkSchema)).token),
);
