import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLakeHarness } from './lake-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
// The real token check, counted: each run is a query of the site's database.
vi.mock('@/server/editors/lake-tokens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/editors/lake-tokens')>();
  return { ...actual, lakeUserOf: vi.fn(actual.lakeUserOf) };
});

let harness: Awaited<ReturnType<typeof createLakeHarness>>;
beforeAll(async () => {
  harness = await createLakeHarness();
});

const tokenChecks = async () => vi.mocked((await import('@/server/editors/lake-tokens')).lakeUserOf);

/** What the Studio sends at once when it validates a document: reference checks and previews. */
const studioBurst = () => [
  ...['company-1', 'company-2', 'job-1'].map((id) =>
    harness.lake('GET', `data/doc/production/drafts.${id},${id}?excludeContent=true`),
  ),
  ...Array.from({ length: 12 }, (_, index) =>
    harness.lake(
      'GET',
      `data/query/production?query=${encodeURIComponent(`*[_id in ["job-1"]][0...1]{_id,_rev,_type}`)}&perspective=raw&tag=t${index}`,
    ),
  ),
];

describe('the local Content Lake under a burst of Studio requests', () => {
  it('checks the editor’s token once for the requests that arrive together, and answers each', async () => {
    const checks = await tokenChecks();
    checks.mockClear();
    const answers = await Promise.all(studioBurst());
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const [doc] = answers;
    expect(await doc?.json()).toMatchObject({ documents: [{ _id: 'company-1' }] });
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next request, so a session that ended is refused at once', async () => {
    const { getDatabase } = await import('@/server/db');
    const { session } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const editor = await harness.signedInEditor(`ended-${Date.now()}@tribe.test`);
    const asEditor = { headers: { authorization: `Bearer ${editor.token}` } };
    expect((await harness.lake('GET', 'data/doc/production/company-1', asEditor)).status).toBe(200);
    await (await getDatabase()).delete(session).where(eq(session.id, editor.sessionId));
    expect((await harness.lake('GET', 'data/doc/production/company-1', asEditor)).status).toBe(401);
  });
});
