import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchedStore } from '@/hooks/fetched-store';

/** A load whose answers the test hands out one by one. */
function controlledLoad<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the fetched store', () => {
  it('reads a resource nobody asked for yet as about to load, and no resource as nothing', () => {
    const store = new FetchedStore();
    expect(store.snapshot('a')).toEqual({ data: undefined, error: undefined, isLoading: true });
    expect(store.snapshot(null)).toEqual({ data: undefined, error: undefined, isLoading: false });
  });

  it('sends one request for every reader of a resource and tells each of them the answer', async () => {
    const store = new FetchedStore();
    const { load, pending } = controlledLoad<string[]>();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe('list', first);
    store.subscribe('list', second);
    store.load({ key: 'list', load });
    store.load({ key: 'list', load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.snapshot('list').isLoading).toBe(true);

    pending[0].resolve(['x']);
    await settle();
    expect(store.snapshot('list')).toEqual({ data: ['x'], error: undefined, isLoading: false });
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
  });

  it('asks again on a new reader only after two seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = new FetchedStore();
    const load = vi.fn(async () => 'answer');
    store.load({ key: 'me', load });
    await settle();
    store.load({ key: 'me', load });
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2_001);
    store.load({ key: 'me', load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what it has while it fetches again: loading means no data yet', async () => {
    const store = new FetchedStore();
    const { load, pending } = controlledLoad<string>();
    const first = store.revalidate({ key: 'me', load });
    expect(store.snapshot('me').isLoading).toBe(true);
    pending[0].resolve('Jana');
    await first;
    void store.revalidate({ key: 'me', load });
    expect(store.snapshot('me')).toEqual({ data: 'Jana', error: undefined, isLoading: false });
  });

  it('keeps only the newest request’s answer when an older one comes back later', async () => {
    const store = new FetchedStore();
    const { load, pending } = controlledLoad<string>();
    const older = store.revalidate({ key: 'list', load });
    const newer = store.revalidate({ key: 'list', load });
    pending[1].resolve('after the follow');
    await newer;
    pending[0].resolve('before the follow');
    await older;
    expect(store.snapshot('list').data).toBe('after the follow');
    expect(store.snapshot('list').isLoading).toBe(false);
  });

  it('keeps the last data when a request fails, records the error and clears it on the next answer', async () => {
    const store = new FetchedStore();
    const { load, pending } = controlledLoad<string>();
    const first = store.revalidate({ key: 'me', load });
    pending[0].resolve('Jana');
    expect(await first).toBe('Jana');

    const failed = store.revalidate({ key: 'me', load });
    const unavailable = new Error('503');
    pending[1].reject(unavailable);
    expect(await failed).toBeUndefined();
    expect(store.snapshot('me')).toEqual({ data: 'Jana', error: unavailable, isLoading: false });

    const again = store.revalidate({ key: 'me', load });
    pending[2].resolve('Jana');
    await again;
    expect(store.snapshot('me')).toEqual({ data: 'Jana', error: undefined, isLoading: false });
  });

  it('fetches invalidated resources at once while they are read, the others on their next reader', async () => {
    const store = new FetchedStore();
    const read = vi.fn(async () => 'cs');
    const unread = vi.fn(async () => 'en');
    await store.revalidate({ key: '/api/for-you?language=cs', load: read });
    await store.revalidate({ key: '/api/for-you?language=en', load: unread });
    store.subscribe('/api/for-you?language=cs', () => {});

    store.invalidate((key) => key.startsWith('/api/for-you'));
    expect(read).toHaveBeenCalledTimes(2);
    expect(unread).toHaveBeenCalledTimes(1);
    store.load({ key: '/api/for-you?language=en', load: unread });
    expect(unread).toHaveBeenCalledTimes(2);
  });

  it('changes data in place without a request, and leaves a list nobody fetched alone', () => {
    const store = new FetchedStore();
    const listener = vi.fn();
    store.subscribe('applications', listener);
    store.update<string[]>('applications', (current) => current?.map((item) => `${item}!`));
    expect(store.snapshot('applications').data).toBeUndefined();
    store.update<string[]>('applications', (current) => ['new', ...(current ?? [])]);
    expect(store.snapshot('applications').data).toEqual(['new']);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
