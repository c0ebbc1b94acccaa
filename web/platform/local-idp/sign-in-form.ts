import type { Locale } from '@/i18n/pathnames';
import { escapeHtml, type HtmlPage } from '../http/html-page';
import { platformText } from '../i18n/texts';
import type { LocalPerson } from './accounts';

export const PROVIDER_NAMES = { google: 'Google', linkedin: 'LinkedIn', seznam: 'Seznam' } as const;

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
  const text = (key: Parameters<typeof platformText<'LocalSignIn'>>[2]) =>
    platformText(locale, 'LocalSignIn', key, { provider: providerName });
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
