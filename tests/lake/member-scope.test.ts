import { vi } from 'vitest';
import { createLakeHarness } from './lake-harness';
import { memberScopeCases } from './member-scope-cases';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

memberScopeCases(async () => {
  const harness = await createLakeHarness();
  return { harness, memberLake: harness.lake };
});
