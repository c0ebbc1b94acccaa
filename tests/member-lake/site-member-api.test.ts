import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInEditor, signedInMember } from '../lake/lake-harness';
import { closeServer } from '../support/close-server';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

/** What reached the stand-in for Sanity's API, which holds no documents. */
const received: { url: string; authorization: string; body: string }[] = [];
const sanity = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '', body });
    const result = { own: [], sharedCount: 0, changed: [] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result, ms: 0 }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => sanity.listen(0, '127.0.0.1', resolve));
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-member-api-'));
  vi.stubEnv('DATA_DIR', path.join(root, 'data'));
  vi.stubEnv('CONTENT_DATA_DIR', path.join(root, 'data', 'content'));
  vi.stubEnv('SANITY_PROJECT_ID', 'tribetest');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', `http://127.0.0.1:${(sanity.address() as AddressInfo).port}`);
});

afterAll(() => closeServer(sanity));

const asUser = (userId: string) => ({ id: userId }) as never;

describe('the online Studio’s session', () => {
  it('gives a member the member API’s address and a token of their session', async () => {
    const { memberStudioSession } = await import('@/content/member-studio-session');
    const { lakeUserOf } = await import('@/server/editors/lake-tokens');
    const { platformEnv } = await import('@/server/env');
    const member = await signedInMember('company-1');
    const session = await memberStudioSession(asUser(member.userId), member.sessionId);
    expect(session.apiHost).toBe(`${platformEnv().siteOrigin}/api/member-lake`);
    expect(await lakeUserOf(session.token)).toMatchObject({ role: 'member', companyId: 'company-1' });
  });

  it('refuses editors, who sign in to Sanity, and anyone without a membership', async () => {
    const { memberStudioSession } = await import('@/content/member-studio-session');
    for (const person of [
      await signedInEditor('editorka@tribe.test'),
      await signedInEditor('nikdo@tribe.test', null),
    ]) {
      await expect(memberStudioSession(asUser(person.userId), person.sessionId)).rejects.toMatchObject({
        status: 403,
        code: 'not_a_member',
      });
    }
  });
});

describe('the site’s member API', () => {
  it('answers 503 while the site has no write token', async () => {
    vi.stubEnv('SANITY_API_WRITE_TOKEN', '');
    const { handleMemberLakeRequest } = await import('@/content/local-lake');
    const member = await signedInMember('company-1');
    const request = new Request('http://localhost/api/member-lake/v2025-02-19/users/me', {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect((await handleMemberLakeRequest(request, ['v2025-02-19', 'users', 'me'])).status).toBe(503);
  });

  it('asks Sanity for the member’s documents only, with the site’s write token', async () => {
    vi.stubEnv('SANITY_API_WRITE_TOKEN', 'site-write-token');
    const { handleMemberLakeRequest } = await import('@/content/local-lake');
    const member = await signedInMember('company-1');
    const request = new Request(
      `http://localhost/api/member-lake/v2025-02-19/data/query/production?query=${encodeURIComponent('*[]._id')}`,
      { headers: { authorization: `Bearer ${member.token}` } },
    );
    const answered = await handleMemberLakeRequest(request, ['v2025-02-19', 'data', 'query', 'production']);
    expect(answered.status).toBe(200);
    expect((await answered.json()).result).toEqual([]);
    const [asked] = received.slice(-1);
    expect(asked?.url).toBe('/v2025-02-19/data/query/production?perspective=raw&returnQuery=false');
    expect(asked?.authorization).toBe('Bearer site-write-token');
    expect(JSON.parse(asked?.body ?? '{}').query).toContain('"company-1"');
  });
});
