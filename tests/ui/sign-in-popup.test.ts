// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSignInPopup } from '@/components/auth/sign-in-popup';

const AUTH_ORIGIN = 'http://localhost:3000';

/** A real window (an iframe's) standing in for the popup, with a `closed` flag the test sets. */
function fakePopup() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const popup = frame.contentWindow as Window;
  let closed = false;
  Object.defineProperty(popup, 'closed', { get: () => closed, configurable: true });
  vi.spyOn(window, 'open').mockReturnValue(popup);
  return { popup, close: () => (closed = true) };
}

const post = (data: unknown, origin: string, source: Window) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the sign-in popup', () => {
  it("opens 600 x 800 on the auth host and resolves true on 'OK' from that popup", async () => {
    const { popup } = fakePopup();
    const result = openSignInPopup('google');
    expect(window.open).toHaveBeenCalledWith(
      `${AUTH_ORIGIN}/auth/google/login?app_id=tribe-web`,
      'tribe-sign-in',
      expect.stringMatching(/width=600,height=800/),
    );
    post('OK', AUTH_ORIGIN, popup);
    await expect(result).resolves.toBe(true);
  });

  it("ignores 'OK' from another origin or another window", async () => {
    const { popup, close } = fakePopup();
    const other = fakePopup();
    vi.mocked(window.open).mockReturnValue(popup);
    const result = openSignInPopup('seznam');
    post('OK', 'https://evil.example', popup);
    post('OK', AUTH_ORIGIN, other.popup);
    post('NOPE', AUTH_ORIGIN, popup);
    close();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe(false);
  });

  it("still takes the 'OK' that arrives just after the popup closed itself", async () => {
    const { popup, close } = fakePopup();
    const result = openSignInPopup('linkedin');
    close();
    await vi.advanceTimersByTimeAsync(600);
    post('OK', AUTH_ORIGIN, popup);
    await expect(result).resolves.toBe(true);
  });
});
