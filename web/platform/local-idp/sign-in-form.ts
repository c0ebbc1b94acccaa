import 'server-only';
import type { Locale } from '@tribe/routes';
import type { Messages } from '@/i18n/messages';
import { escapeHtml } from '@/lib/html/escape-html';
import type { HtmlPage } from '../http/html-page';
import { platformTranslator } from '../i18n/texts';
import type { LocalPerson } from './accounts';

const field = (name: keyof LocalPerson, type: string, label: string, value: string) =>
  `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" required maxlength="200">`;

/** The clearly labelled stand-in for a provider's sign-in screen. */
export function signInFormPage(options: {
  locale: Locale;
  providerName: string;
  action: string;
  person: LocalPerson;
  invalid?: boolean;
}): HtmlPage {
  const { locale, providerName, action, person } = options;
  const t = platformTranslator(locale, 'LocalSignIn');
  const text = (key: keyof Messages['LocalSignIn']) => t(key, { provider: providerName });
  return {
    locale,
    title: text('title'),
    content: `<span class="badge">${escapeHtml(text('badge'))}</span>
<h1>${escapeHtml(text('title'))}</h1>
<p>${escapeHtml(text('notice'))}</p>
${options.invalid ? `<p class="error" role="alert">${escapeHtml(text('invalid'))}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${field('name', 'text', text('name'), person.name)}
${field('surname', 'text', text('surname'), person.surname)}
${field('email', 'email', text('email'), person.email)}
<button type="submit">${escapeHtml(text('submit'))}</button>
</form>`,
  };
}
