import 'server-only';
import { type Locale, localizedPath } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import { contactEmailConfirmEndpoint } from '@/contracts/endpoints/profile';
import { CONTACT_EMAIL_CONFIRMATION } from '@/contracts/profile';
import { platformEnv } from '@/server/env';
import { htmlResponse } from '@/server/http/html-page';
import { platformTranslator } from '@/server/i18n/texts';
import type { ContactLinkState } from './contact-confirmation';

const STATUS = { ready: 200, confirmed: 200, forged: 400, expired: 410, used: 410 } as const;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The page of a contact address confirmation link: a button that confirms (a POST to the same
 * address, so mail scanners that open links change nothing), the confirmation, or why the link
 * cannot be used. In the language the link was sent in; a forged one in the visitor's.
 */
export function contactLinkPage(
  linkState: ContactLinkState,
  token: string,
  visitor: Locale,
  status: number = STATUS[linkState.state],
): Response {
  const locale = linkState.state === 'forged' ? visitor : linkState.locale;
  const t = platformTranslator(locale, 'ContactEmail');
  const hours = CONTACT_EMAIL_CONFIRMATION.linkHours;
  const profile = `${platformEnv().siteUrl}${localizedPath('/profile', locale)}`;
  const [title, body] =
    linkState.state === 'ready'
      ? [
          t('page_title'),
          `${paragraph(t('page_text', { email: linkState.email }))}<form method="post" action="${escapeHtml(contactEmailConfirmEndpoint(token))}"><button type="submit">${escapeHtml(t('page_button'))}</button></form>`,
        ]
      : linkState.state === 'confirmed'
        ? [t('confirmed_title'), paragraph(t('confirmed_text', { email: linkState.email }))]
        : [t(`${linkState.state}_title`), paragraph(t(`${linkState.state}_text`, { hours }))];
  const content = `<h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(profile)}">${escapeHtml(t('to_profile'))}</a></p>`;
  return htmlResponse({ locale, title, content }, status);
}
