import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { type Locale, locales } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import { renderHtmlPage } from '../http/html-page';
import { requestLocale } from '../i18n/request-locale';
import { platformTranslator } from '../i18n/texts';
import type { Refusal } from './request-guard';

/** The refusals a visitor can meet by following a link, with a page of their own. */
const PAGE_CODES = ['malformed_path', 'uri_too_long'] as const;
type PageCode = (typeof PAGE_CODES)[number];

const hasPage = (code: string): code is PageCode => (PAGE_CODES as readonly string[]).includes(code);

/** The address's own language (`/en/…`), else the visitor's (the locale cookie, Accept-Language). */
function pageLocale(target: string, headers: IncomingHttpHeaders): Locale {
  const prefix = target.split(/[/?#]/)[1];
  const named = locales.find((locale) => locale === prefix);
  if (named) return named;
  const asked = new Headers();
  for (const name of ['cookie', 'accept-language'] as const) {
    const value = headers[name];
    if (value) asked.set(name, value);
  }
  return requestLocale(asked);
}

/**
 * The refusal as a page in the visitor's language, for a browser that followed a damaged or
 * overlong link (a GET or HEAD asking for HTML, outside the API); null where the JSON answer
 * stays (API calls, other clients, refusals no link leads to).
 */
export function refusalPage(
  refusal: Refusal,
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
): Refusal | null {
  const target = request.url ?? '/';
  const wantsPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !target.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html');
  if (!wantsPage || !hasPage(refusal.code)) return null;
  const locale = pageLocale(target, request.headers);
  const t = platformTranslator(locale, 'FrontDoor');
  const title = t(`${refusal.code}_title`);
  const { html, csp } = renderHtmlPage({
    locale,
    title,
    content: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(`${refusal.code}_text`, refusal.figures))}</p><a class="action" href="/${locale}">${escapeHtml(t('back_home'))}</a>`,
  });
  return {
    ...refusal,
    headers: {
      ...refusal.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    },
    body: html,
  };
}
