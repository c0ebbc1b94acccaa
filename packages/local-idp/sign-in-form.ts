import { escapeHtml } from '@tribe/server-kit/escape-html';
import type { LocalPerson } from './accounts';
import type { SignInPages, SignInText } from './options';

const field = (name: keyof LocalPerson, type: string, label: string, value: string) =>
  `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" required maxlength="200">`;

/** The clearly labelled stand-in for a provider's sign-in screen. */
export function signInFormPage(options: {
  pages: SignInPages;
  providerName: string;
  action: string;
  person: LocalPerson;
  invalid?: boolean;
}): { title: string; content: string } {
  const { pages, providerName, action, person } = options;
  const text = (key: SignInText) => pages.text(key, { provider: providerName });
  return {
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
