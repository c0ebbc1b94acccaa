import 'server-only';
import type { Locale } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import { jobAlertEndpoints } from '@/contracts/endpoints/job-alerts';
import { platformEnv } from '@/server/env';
import { answerUnavailable } from '@/server/http/errors';
import { htmlResponse } from '@/server/http/html-page';
import { requestLocale } from '@/server/i18n/request-locale';
import { platformTranslator } from '@/server/i18n/texts';
import { type AlertLinkPurpose, CONFIRM_LINK_DAYS } from './alert-links';
import { alertLocale } from './alert-locale';
import { manageAlertsUrl } from './alert-urls';
import {
  type AlertLinkOutcome,
  type AlertLinkState,
  confirmAlert,
  inspectAlertLink,
  unsubscribeAlert,
} from './visitor-alerts';

const STATUS = { forged: 400, expired: 410, used: 410 } as const;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (url: string, label: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;

function page(locale: Locale, title: string, body: string, status = 200): Response {
  const t = platformTranslator(locale, 'JobAlerts');
  const home = `${platformEnv().siteUrl}/${locale}`;
  return htmlResponse(
    { locale, title, content: `<h1>${escapeHtml(title)}</h1>${body}${link(home, t('back_home'))}` },
    status,
  );
}

function refusal(
  state: Exclude<AlertLinkState, { state: 'ready' }>,
  purpose: AlertLinkPurpose,
  visitor: Locale,
) {
  const locale = 'alert' in state && state.alert ? alertLocale(state.alert) : visitor;
  const t = platformTranslator(locale, 'JobAlerts');
  const text =
    state.state === 'forged'
      ? t('link_forged_text')
      : state.state === 'expired'
        ? t('link_expired_text', { days: CONFIRM_LINK_DAYS })
        : t(purpose === 'confirm' ? 'link_used_confirm_text' : 'link_used_unsubscribe_text');
  return page(locale, t(`link_${state.state}_title`), paragraph(text), STATUS[state.state]);
}

function question(state: AlertLinkState, purpose: AlertLinkPurpose, token: string, visitor: Locale) {
  if (state.state !== 'ready') return refusal(state, purpose, visitor);
  const locale = alertLocale(state.alert);
  const t = platformTranslator(locale, 'JobAlerts');
  const form = `<form method="post" action="${escapeHtml(jobAlertEndpoints[purpose](token))}"><button type="submit">${escapeHtml(t(`${purpose}_page_button`))}</button></form>`;
  return page(
    locale,
    t(`${purpose}_page_title`),
    paragraph(t(`${purpose}_page_text`, { name: state.alert.name })) + form,
  );
}

function result(outcome: AlertLinkOutcome, purpose: AlertLinkPurpose, visitor: Locale) {
  if (!outcome.done) return refusal(outcome.state, purpose, visitor);
  const { locale, alert } = outcome;
  const t = platformTranslator(locale, 'JobAlerts');
  const values = { name: alert.name, frequency: alert.frequency };
  return purpose === 'confirm'
    ? page(locale, t('confirmed_title'), paragraph(t('confirmed_text', values)))
    : page(
        locale,
        t('unsubscribed_title'),
        paragraph(t('unsubscribed_text', values)) + link(manageAlertsUrl(locale), t('digest_manage')),
      );
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';
const actions = { confirm: confirmAlert, unsubscribe: unsubscribeAlert } satisfies Record<
  AlertLinkPurpose,
  unknown
>;

/** GET of an e-mailed link: a page with a button (a POST), so mail scanners following links change nothing. */
export const showAlertLink = (purpose: AlertLinkPurpose) =>
  answerUnavailable(async (request: Request) =>
    question(
      await inspectAlertLink(tokenOf(request), purpose),
      purpose,
      tokenOf(request),
      requestLocale(request.headers),
    ),
  );

/**
 * POST of an e-mailed link: does it and shows the result. The token is the only credential, so
 * no Origin is needed: mail providers send the RFC 8058 one-click unsubscribe from their servers.
 */
export const followAlertLink = (purpose: AlertLinkPurpose) =>
  answerUnavailable(async (request: Request) =>
    result(await actions[purpose](tokenOf(request)), purpose, requestLocale(request.headers)),
  );
