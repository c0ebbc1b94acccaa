import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceNumbers } from '@/contracts/numbers';
import { COUNTED_EVENTS_PER_DAY } from '@/platform/numbers/view-cap';
import { liveJobs } from '../applications/support/demo-jobs';
import { Browser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from '../workspace/support/members';
import { storedDomains } from './support/stored-domains';

// The limits as deployed: the allowance of counted events per address is not scaled up here.
isolatePlatform({ rateLimitScale: 1 });

const companyId = liveJobs[0].company?._ref as string;

describe(`one address's events in a company's numbers (${databaseKind})`, () => {
  let owner: Browser;
  const today = async () => {
    const response = await owner.request('/api/workspace/numbers');
    expect(response.status).toBe(200);
    return ((await response.json()) as WorkspaceNumbers).days.at(-1);
  };

  beforeAll(async () => {
    owner = (await ownerOf(companyId)).browser;
  }, 60_000);

  it(`counts one address as one visitor whatever its User-Agent, and at most ${COUNTED_EVENTS_PER_DAY} of its events a day`, async () => {
    const before = await today();
    const churner = new Browser('198.51.100.40');
    for (let view = 0; view < COUNTED_EVENTS_PER_DAY + 10; view++) {
      const response = await churner.api(
        'POST',
        '/api/events',
        { events: [{ type: 'profile_view', company: companyId, referrer: `https://spam-${view}.example/` }] },
        { 'user-agent': `Mozilla/5.0 Bot/${view}` },
      );
      expect(response.status).toBe(204);
    }
    const after = await today();
    expect(after?.profile_view).toBe((before?.profile_view ?? 0) + COUNTED_EVENTS_PER_DAY);
    expect(after?.visitor).toBe((before?.visitor ?? 0) + 1);
    // The events past the allowance bring no sources either.
    expect((await storedDomains(companyId)).filter((domain) => domain.startsWith('spam-'))).toHaveLength(
      COUNTED_EVENTS_PER_DAY,
    );
  });
});
