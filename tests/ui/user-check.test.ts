import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/contracts/api-error';
import { withUserCheck } from '@/hooks/use-me';

const unavailable = new ApiError(503, 'service_unavailable', 'The service is briefly unavailable.');

function me(user: { id: string } | null, error?: unknown) {
  return { user, error, isLoading: false, refresh: vi.fn(async () => undefined) } as unknown as Parameters<
    typeof withUserCheck
  >[0];
}

describe('data that needs the signed-in user', () => {
  it('shows the failed user check as its own load error, and Try again asks for the user', async () => {
    const check = me(null, unavailable);
    const reloadData = vi.fn(async () => undefined);
    const result = withUserCheck(check, { items: undefined, error: undefined, reload: reloadData });
    expect(result.error).toBe(unavailable);
    await result.reload();
    expect(check.refresh).toHaveBeenCalledTimes(1);
    expect(reloadData).not.toHaveBeenCalled();
  });

  it('is left alone when the user is known, or nobody is signed in', () => {
    const data = { items: [], error: undefined, reload: vi.fn(async () => undefined) };
    expect(withUserCheck(me({ id: 'u1' }, unavailable), data)).toBe(data);
    expect(withUserCheck(me(null), data)).toBe(data);
  });
});
