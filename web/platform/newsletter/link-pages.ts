import 'server-only';
import type { Locale } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import { newsletterEndpoints } from '@/contracts/endpoints/newsletter';
import { platformEnv } from '@/server/env';
import { htmlResponse } from '@/server/http/html-page';
import { platformTranslator } from '@/server/i18n/texts';
import type { LinkPurpose } from './link-tokens';
import { CONFIRM_LINK_DAYS, recipientLocale } from './newsletter-mail';
import type { LinkOutcome, LinkState, RefusedLink } from './subscriptions';

const STATUS = { forged: 400, expired: 410, used: 410 } as const;

function page(locale: Locale, title: string, body: string, status = 200): Response {
  const t = platformTranslator(locale, 'Newsletter');
  const home = `${platformEnv().siteUrl}/${locale}`;
  const content = `<h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(home)}">${escapeHtml(t('back_home'))}</a></p>`;
  return htmlResponse({ locale, title, content }, status);
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The page of a link that cannot be used (forged, expired or used), in its subscriber's language if known. */
function refusal(state: RefusedLink, purpose: LinkPurpose, visitor: Locale): Response {
  const locale =
    'subscription' in state && state.subscription ? recipientLocale(state.subscription) : visitor;
  const t = platformTranslator(locale, 'Newsletter');
  const text =
    state.state === 'forged'
      ? t('forged_text')
      : state.state === 'expired'
        ? t('expired_text', { days: CONFIRM_LINK_DAYS })
        : t(purpose === 'confirm' ? 'used_confirm_text' : 'used_unsubscribe_text');
  return page(locale, t(`${state.state}_title`), paragraph(text), STATUS[state.state]);
}

/**
 * What opening an e-mailed link shows: a button that does it (a POST to the same address, so
 * mail scanners that follow links change nothing), or why the link cannot be used.
 */
export function linkQuestionPage(
  state: LinkState,
  purpose: LinkPurpose,
  token: string,
  visitor: Locale,
): Response {
  if (state.state !== 'ready') return refusal(state, purpose, visitor);
  const locale = recipientLocale(state.subscription);
  const t = platformTranslator(locale, 'Newsletter');
  const values = { email: state.subscription.email, audience: state.subscription.audience };
  const action = newsletterEndpoints[purpose](token, locale);
  const form = `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t(`${purpose}_page_button`))}</button></form>`;
  return page(locale, t(`${purpose}_page_title`), paragraph(t(`${purpose}_page_text`, values)) + form);
}

/** The page after a confirmation or unsubscribe request. */
export function linkResultPage(outcome: LinkOutcome, purpose: LinkPurpose, visitor: Locale): Response {
  if (!outcome.done) return refusal(outcome.state, purpose, visitor);
  const t = platformTranslator(outcome.locale, 'Newsletter');
  if (purpose === 'unsubscribe')
    return page(outcome.locale, t('unsubscribed_title'), paragraph(t('unsubscribed_text')));
  return page(
    outcome.locale,
    t('confirmed_title'),
    paragraph(t('confirmed_text', { audience: outcome.audience })),
  );
}
