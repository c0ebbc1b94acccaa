import { expect } from 'vitest';

/**
 * Sends one generated request: it is never a 5xx, and when it is refused it answers a JSON error
 * `{ code, message }` and leaves `state` (a snapshot of what it could have changed) as it was.
 */
export async function expectSafeAnswer(
  send: () => Promise<Response>,
  state: () => Promise<string>,
): Promise<Response> {
  const before = await state();
  const response = await send();
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    const { error } = await response.clone().json();
    expect(error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    expect(await state()).toBe(before);
  }
  return response;
}
