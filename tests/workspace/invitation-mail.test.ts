import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyOf, liveJobs } from '../applications/support/demo-jobs';
import { signedInBrowser } from '../platform/support/browser';
import { failNextTransaction } from '../platform/support/failing-transaction';
import { mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { accept, invitationTokenFor } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`an invitation's e-mail (${databaseKind})`, () => {
  it('goes out when the process fails right after the invitation is stored, and the link works', async () => {
    const { browser, person } = await signedInBrowser();
    const { inviteOwner } = await import('@/platform/workspace/first-owner');
    await failNextTransaction('after');
    await expect(inviteOwner(companyOf(liveJobs[5])._id, person.email, 'cli')).rejects.toThrow('right after');
    const response = await accept(browser, await invitationTokenFor(person.email));
    expect(response.status).toBe(200);
  });

  it('does not go out for an invitation rolled back', async () => {
    const { person } = await signedInBrowser();
    const { inviteOwner } = await import('@/platform/workspace/first-owner');
    await failNextTransaction('before');
    await expect(inviteOwner(companyOf(liveJobs[6])._id, person.email, 'cli')).rejects.toThrow(
      'before its commit',
    );
    expect(await mailCountTo(person.email)).toBe(0);
  });
});
