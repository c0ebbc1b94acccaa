// @vitest-environment jsdom
import type { Locale } from '@tribe/routes';
import { useTranslations } from 'next-intl';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { clientMessagesFor, type MessageScope } from '@/i18n/client-messages';
import { messagesFor } from '@/i18n/messages';

const page = vi.hoisted(() => ({ locale: 'cs' as Locale }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: page.locale }) }));

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

// The provider's module compiled ahead, as a browser has it from the island's chunk: what each
// test waits for is then only the island's code and its messages.
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await import('@/i18n/messages-provider');
});

/** The messages requests the page made, each answered from the catalogues when the test says so. */
let requests: { url: string; answer: () => void }[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const [, locale, scope] = /\/api\/pages\/messages\/[^/]+\/(\w+)\/(\w+)$/.exec(url) ?? [];
      const response = deferred<Response>();
      const messages = clientMessagesFor(messagesFor(locale as Locale), scope as MessageScope);
      requests.push({ url, answer: () => response.resolve(Response.json(messages)) });
      return response.promise;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function AlertTitle() {
  return createElement('h2', null, useTranslations('JobAlerts')('dialog_title'));
}

function FormLabel() {
  return createElement('p', null, useTranslations('NewsletterForm')('form_label'));
}

async function render(element: React.ReactElement) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('a lazily loaded island with its own messages', () => {
  it('shows its fallback until its messages arrive, then its text in Czech', async () => {
    page.locale = 'cs';
    const Island = lazyWithMessages('jobAlertDialog', async () => AlertTitle, 'Načítání…');
    const { container, unmount } = await render(createElement(Island));
    expect(container.textContent).toBe('Načítání…');
    expect(requests.map((request) => request.url)).toEqual([
      expect.stringMatching(/^\/api\/pages\/messages\/[\w-]+\/cs\/jobAlertDialog$/),
    ]);

    await act(async () => requests[0].answer());
    expect(container.textContent).toBe('Hlídat nové nabídky');
    unmount();
  });

  it('asks for its messages beside its code, and shows its text in English only once both are in', async () => {
    page.locale = 'en';
    const code = deferred<typeof AlertTitle>();
    const Island = lazyWithMessages('jobAlertDialog', () => code.promise, 'Loading…');
    const { container, unmount } = await render(createElement(Island));
    expect(requests.map((request) => request.url)).toEqual([expect.stringMatching(/\/en\/jobAlertDialog$/)]);

    await act(async () => requests[0].answer());
    expect(container.textContent).toBe('Loading…');
    await act(async () => code.resolve(AlertTitle));
    expect(container.textContent).toBe('Get new job offers by e-mail');
    unmount();
  });

  it('preloads code and messages, resolving once both are in, so the first render needs no fallback', async () => {
    page.locale = 'cs';
    const Island = lazyWithMessages('newsletterForm', async () => FormLabel, 'Načítání…');
    let preloaded = false;
    const preload = Island.preload('cs').then(() => (preloaded = true));
    await act(async () => {});
    expect(preloaded).toBe(false);

    await act(async () => requests[0].answer());
    await preload;
    const { container, unmount } = await render(createElement(Island));
    expect(container.textContent).toBe('Přihlášení k\u00a0newsletteru');
    expect(requests).toHaveLength(1);
    unmount();
  });
});
