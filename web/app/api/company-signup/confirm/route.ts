import { signupConfirmationSchema } from '@/contracts/company-signup';
import { confirmSignup } from '@/platform/company-signup/signup';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The account that signed up opens its confirmation link: the company waits for an editor. */
export const POST = withUser('company-signup', async ({ request, user }) => {
  const { token } = await readJsonBody(request, signupConfirmationSchema);
  return confirmSignup(user, token, requestLocale(request.headers));
});
