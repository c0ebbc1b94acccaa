// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl';
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { fieldControls, typedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import cs from '@/messages/cs.json';

let root: Root | undefined;
const fetchMock = vi.fn<typeof fetch>();

const newsletterForm = () =>
  createElement(NextIntlClientProvider, {
    locale: 'cs',
    messages: cs,
    timeZone: 'Europe/Prague',
    // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires its children there
    children: createElement(NewsletterForm, { audience: 'candidate' }),
  });

/** Types as a visitor does into a page whose script has not run yet: only the browser sees it. */
function typeUnheard(input: HTMLInputElement, text: string) {
  input.value = text;
}

/** Types as a visitor does once React runs the page: React hears the input event. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: false }));
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: vi.fn(), configurable: true });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('a form typed into before the page hydrates', () => {
  it('keeps what was typed and ticked, and sends it', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'pending' }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(newsletterForm());
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[type=email]')!;
    const consent = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    typeUnheard(email, 'jana@example.com');
    consent.checked = true;

    act(() => {
      root = hydrateRoot(container, newsletterForm());
    });
    // Editing another field renders every field again: the typed address must survive it.
    const website = container.querySelector<HTMLInputElement>('input[name=website]')!;
    type(website, '');
    expect(email.value).toBe('jana@example.com');
    expect(consent.checked).toBe(true);

    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    await vi.waitFor(
      async () => {
        await act(async () => {});
        expect(container.textContent).toContain(cs.NewsletterForm.success);
      },
      { timeout: 10_000 },
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'jana@example.com',
      consent: true,
    });
  });
});

describe('reading what a form shows otherwise than the server sent it', () => {
  function formOf(html: string) {
    const form = document.createElement('form');
    form.innerHTML = html;
    document.body.append(form);
    const controlsOf = (field: string) => fieldControls(document.getElementById(`f-${field}`), field);
    return { form, controlsOf };
  }

  it('reads a text, a textarea, a select, a box and a radio group left otherwise', () => {
    const { form, controlsOf } = formOf(`
      <input id="f-name" name="name" value="">
      <textarea id="f-note" name="note">hello</textarea>
      <select id="f-size" name="size"><option value="s" selected>S</option><option value="m">M</option></select>
      <input id="f-agree" name="agree" type="checkbox">
      <fieldset id="f-kind"><input type="radio" name="kind" value="a" checked><input type="radio" name="kind" value="b"></fieldset>`);
    form.querySelector<HTMLInputElement>('#f-name')!.value = 'Jana';
    form.querySelector<HTMLTextAreaElement>('#f-note')!.value = 'hello there';
    form.querySelector<HTMLSelectElement>('#f-size')!.value = 'm';
    form.querySelector<HTMLInputElement>('#f-agree')!.checked = true;
    form.querySelector<HTMLInputElement>('input[value=b]')!.checked = true;
    const values = { name: '', note: 'hello', size: 's', agree: false, kind: 'a' };
    expect(typedBeforeHydration(values, controlsOf)).toEqual({
      name: 'Jana',
      note: 'hello there',
      size: 'm',
      agree: true,
      kind: 'b',
    });
  });

  it('reads a list of inputs named alike and a group of boxes', () => {
    const { form, controlsOf } = formOf(`
      <input id="f-slots" name="slots" value="2026-12-10T10:00"><input id="f-slots-2" name="slots" value="">
      <fieldset id="f-cities"><input type="checkbox" name="cities" value="Praha" checked><input type="checkbox" name="cities" value="Brno"></fieldset>`);
    form.querySelector<HTMLInputElement>('#f-slots-2')!.value = '2026-12-11T14:00';
    form.querySelector<HTMLInputElement>('input[value=Brno]')!.checked = true;
    const values = { slots: ['2026-12-10T10:00', ''], cities: ['Praha'] };
    expect(typedBeforeHydration(values, controlsOf)).toEqual({
      slots: ['2026-12-10T10:00', '2026-12-11T14:00'],
      cities: ['Praha', 'Brno'],
    });
  });

  it('answers null when nothing was changed, and leaves a value the state already moved away from', () => {
    const { form, controlsOf } = formOf(`
      <input id="f-name" name="name" value="Jana"><input id="f-age" name="age" value="30">
      <input id="f-cv" name="cv" type="file">`);
    expect(typedBeforeHydration({ name: 'Jana', age: 30, cv: null }, controlsOf)).toBeNull();
    form.querySelector<HTMLInputElement>('#f-name')!.value = 'Petra';
    form.querySelector<HTMLInputElement>('#f-age')!.value = '31';
    expect(typedBeforeHydration({ name: 'Eva', age: 30, cv: null }, controlsOf)).toBeNull();
  });
});
