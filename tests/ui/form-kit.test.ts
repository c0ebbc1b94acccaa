// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

const MESSAGES = { cs, en };

let root: Root | undefined;
const fetchMock = vi.fn<typeof fetch>();

function renderForm(locale: 'cs' | 'en') {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(
      createElement(NextIntlClientProvider, {
        locale,
        messages: MESSAGES[locale],
        timeZone: 'Europe/Prague',
        // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires its children there
        children: createElement(NewsletterForm, { audience: 'candidate' }),
      }),
    );
  });
  return container;
}

/** Types as a user does: React hears the input event of the element's own value setter. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits and waits until the form shows what it makes of it (the schema loads on first use). */
async function submit(container: HTMLElement, shown: (container: HTMLElement) => void) {
  await act(async () => {
    container.querySelector('form')?.requestSubmit();
  });
  await vi.waitFor(
    async () => {
      await act(async () => {});
      shown(container);
    },
    { timeout: 10_000 },
  );
}

const emailInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type=email]')!;
const consentBox = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
const alerts = (container: HTMLElement) =>
  [...container.querySelectorAll('[role=alert]')].map((node) => node.textContent?.trim());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const scrolledIntoView = vi.fn();

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  fetchMock.mockReset();
  scrolledIntoView.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom lays nothing out: it has no media queries and cannot scroll an element into view.
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: false }));
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    value: scrolledIntoView,
    configurable: true,
  });
});
afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the form kit, as the newsletter form uses it', () => {
  it('names each missing field in the user language, focuses the first and sends nothing', async () => {
    const container = renderForm('cs');
    await submit(container, () =>
      expect(alerts(container)).toEqual([cs.Validation.required, cs.NewsletterForm.consent_required]),
    );
    expect(document.activeElement).toBe(emailInput(container));
    expect(emailInput(container).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as the user edits it, and keeps the others', async () => {
    const container = renderForm('en');
    await submit(container, () => expect(alerts(container)).toHaveLength(2));
    type(emailInput(container), 'jana@example');
    expect(alerts(container)).toEqual([en.NewsletterForm.consent_required]);
    expect(emailInput(container).hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows a field error the API answers on that field and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: { code: 'invalid', message: 'x', field: 'email' } }));
    const container = renderForm('en');
    type(emailInput(container), 'jana@example.com');
    act(() => consentBox(container).click());
    await submit(container, () => expect(alerts(container)).toContain('e-mail is not valid.'));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(emailInput(container).value).toBe('jana@example.com');
  });

  it('sends the checked values once and says so, emptying the form', async () => {
    fetchMock.mockResolvedValue(answer(202, { status: 'pending' }));
    const container = renderForm('cs');
    type(emailInput(container), 'jana@example.com');
    act(() => consentBox(container).click());
    await submit(container, () => expect(container.textContent).toContain(cs.NewsletterForm.success));
    // The confirmation is brought into view and focused, where the submit button was.
    const confirmation = [...container.querySelectorAll<HTMLElement>('[role=status]')].find((node) =>
      node.textContent?.includes(cs.NewsletterForm.success),
    );
    expect(document.activeElement).toBe(confirmation);
    expect(scrolledIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      email: 'jana@example.com',
      consent: true,
      audience: 'candidate',
      language: 'cs',
    });
    expect(emailInput(container).value).toBe('');
    expect(consentBox(container).checked).toBe(false);
  });
});
