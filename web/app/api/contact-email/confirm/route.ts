import { confirmContactEmail, inspectContactLink } from '@/platform/profile/contact-confirmation';
import { contactLinkPage } from '@/platform/profile/contact-link-page';
import { platformEnv } from '@/server/env';
import { answerUnavailable } from '@/server/http/errors';
import { isTrustedMutation } from '@/server/http/origin';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** The e-mailed link that confirms a contact email: a page with the Confirm button. */
export const GET = answerUnavailable(async (request: Request) =>
  contactLinkPage(
    await inspectContactLink(tokenOf(request)),
    tokenOf(request),
    requestLocale(request.headers),
  ),
);

/** The button: confirms, once. From another site it only shows the button again (403). */
export const POST = answerUnavailable(async (request: Request) => {
  const token = tokenOf(request);
  const visitor = requestLocale(request.headers);
  if (!isTrustedMutation(request.headers, platformEnv().siteOrigin)) {
    return contactLinkPage(await inspectContactLink(token), token, visitor, 403);
  }
  return contactLinkPage(await confirmContactEmail(token), token, visitor);
});
