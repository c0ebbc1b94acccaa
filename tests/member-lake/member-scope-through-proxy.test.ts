import { afterAll, vi } from 'vitest';
import { memberScopeCases } from '../lake/member-scope-cases';
import { createProxyHarness } from './proxy-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let close = async () => {};
afterAll(() => close());

// The lake's own member cases, with every member request through the proxy.
memberScopeCases(async () => {
  const proxied = await createProxyHarness();
  close = proxied.close;
  return proxied;
});
