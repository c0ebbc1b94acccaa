import { companySignupSchema } from '@/contracts/company-signup';
import { startSignup } from '@/platform/company-signup/signup';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** A signed-in person signs their company up; the confirmation link goes to the account's address. */
export const POST = withUser('company-signup', async ({ request, user }) => {
  const input = await readJsonBody(request, companySignupSchema);
  return Response.json(await startSignup(user, input, requestLocale(request.headers)), { status: 201 });
});
