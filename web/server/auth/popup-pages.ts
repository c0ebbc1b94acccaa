import 'server-only';
import type { Locale } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import type { Messages } from '@/i18n/messages';
import { type HtmlPage, htmlResponse } from '../http/html-page';
import { platformTranslator } from '../i18n/texts';

type AuthPopupKey = keyof Messages['AuthPopup'];

const CLOSE_BUTTON_ID = 'close-window';
const RESULT_ID = 'sign-in-result';

/**
 * The one script of the sign-in window: after a sign-in it posts 'OK' to the opener at the app's
 * exact origin and closes; without an opener it goes to the app's home page. Its data comes from
 * an inert JSON block, so the script (and its CSP hash) never changes.
 */
const POPUP_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('${RESULT_ID}')?.textContent || 'null');
  document.getElementById('${CLOSE_BUTTON_ID}')?.addEventListener('click', () => window.close());
  if (!data) return;
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage('OK', data.targetOrigin);
    window.close();
  } else {
    window.location.replace(data.home);
  }
})();`;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(
  locale: Locale,
  titleKey: AuthPopupKey,
  textKey: AuthPopupKey,
  values = {},
  extra = '',
): HtmlPage {
  const t = platformTranslator(locale, 'AuthPopup');
  const title = t(titleKey, values);
  return {
    locale,
    title,
    content: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(textKey, values))}</p>
<button type="button" id="${CLOSE_BUTTON_ID}">${escapeHtml(t('close'))}</button>${extra}`,
    script: POPUP_SCRIPT,
  };
}

/** The end of a successful sign-in: tells the opener 'OK' at the app's origin. */
export function signedInPage(locale: Locale, appOrigin: string, productName: string): Response {
  const result = `<script type="application/json" id="${RESULT_ID}">${json({ targetOrigin: appOrigin, home: `${appOrigin}/` })}</script>`;
  return htmlResponse(page(locale, 'title_done', 'text_done', { product: productName }, result));
}

export type SignInProblem =
  | 'failed'
  | 'unknown_app'
  | 'unknown_provider'
  | 'unavailable'
  | 'rate_limited'
  | 'service_unavailable';

const PROBLEM_STATUS: Record<SignInProblem, number> = {
  failed: 400,
  unknown_app: 400,
  unknown_provider: 404,
  unavailable: 503,
  rate_limited: 429,
  service_unavailable: 503,
};

/** A sign-in window that cannot go on, in the visitor's language; posts nothing to the opener. */
export function signInProblemPage(
  locale: Locale,
  problem: SignInProblem,
  values: Record<string, string | number> = {},
  headers?: HeadersInit,
): Response {
  const keys = { title: `title_${problem}`, text: `text_${problem}` } as {
    title: AuthPopupKey;
    text: AuthPopupKey;
  };
  return htmlResponse(page(locale, keys.title, keys.text, values), PROBLEM_STATUS[problem], headers);
}
