import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInEditor, signedInMember } from '../lake/lake-harness';
import { memberScopeSeed } from '../lake/member-scope-cases';
import { createProxyHarness } from './proxy-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let proxied: Awaited<ReturnType<typeof createProxyHarness>>;
let owner: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  proxied = await createProxyHarness();
  const seeded = await editorMutate(memberScopeSeed);
  expect(seeded.status).toBe(200);
  owner = await signedInMember('company-1');
});

afterAll(() => proxied.close());

const as = (person: { token: string }) => ({ headers: { authorization: `Bearer ${person.token}` } });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const editorMutate = (mutations: unknown[]) =>
  proxied.harness.lake('POST', 'data/mutate/production', { body: { mutations } });
const queryPath = (groq: string) => `data/query/production?query=${encodeURIComponent(groq)}&perspective=raw`;
const listenPath = (groq: string) => `data/listen/production?query=${encodeURIComponent(groq)}`;

describe('who the member API serves', () => {
  it('answers a signed-out caller and a stranger 401, an editor 403', async () => {
    expect((await proxied.memberLake('GET', queryPath('*[]._id'))).status).toBe(401);
    const stranger = await signedInEditor('stranger@firma.test', null);
    expect((await proxied.memberLake('GET', queryPath('*[]._id'), as(stranger))).status).toBe(401);
    const editor = await json(
      await proxied.memberLake('GET', queryPath('*[]._id'), as(proxied.harness.editor)),
    );
    expect(editor.status).toBe(403);
    expect(editor.body.error.type).toBe('permissionDenied');
  });

  it('refuses a member whose membership ended, from the next request on', async () => {
    const { getDatabase } = await import('@/server/db');
    const { companyMember } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const leaving = await signedInMember('company-1', 'recruiter');
    expect((await proxied.memberLake('GET', queryPath('*[]._id'), as(leaving))).status).toBe(200);
    await (await getDatabase()).delete(companyMember).where(eq(companyMember.userId, leaving.userId));
    expect((await proxied.memberLake('GET', queryPath('*[]._id'), as(leaving))).status).toBe(401);
  });

  it('answers 404 without a Sanity project, and forwards nothing', async () => {
    const online = proxied.settings.current;
    proxied.settings.current = {
      ...online,
      availability: { available: false, status: 404, reason: 'No Sanity project is configured.' },
    };
    try {
      expect((await proxied.memberLake('GET', queryPath('*[]._id'), as(owner))).status).toBe(404);
    } finally {
      proxied.settings.current = online;
    }
  });

  it('refuses what it does not recognise with 403', async () => {
    for (const path of ['data/export/production', 'tags', 'data/query/staging?query=*']) {
      const { status, body } = await json(await proxied.memberLake('GET', path, as(owner)));
      expect(status).toBe(403);
      expect(body.error.type).toBe('permissionDenied');
    }
  });

  it('sends the Studio’s image URLs to Sanity’s CDN', async () => {
    const image = await proxied.memberLake('GET', 'images/tribelocal/production/abc-4x4.png', {
      apiVersion: '',
    });
    expect(image.status).toBe(302);
    expect(image.headers.get('location')).toBe(
      'https://cdn.sanity.io/images/tribelocal/production/abc-4x4.png',
    );
  });
});

describe('what the member API reads for a member', () => {
  it('queries exactly what the lake lets the member query', async () => {
    // Ordered: without an order, GROQ leaves it to the store.
    for (const groq of [
      '*[] | order(_id) {_id}',
      '*[_type == "jobOffer"] | order(_id) {_id, "company": company->name}',
    ]) {
      const direct = await json(await proxied.harness.lake('GET', queryPath(groq), as(owner)));
      const through = await json(await proxied.memberLake('GET', queryPath(groq), as(owner)));
      expect(through.status).toBe(200);
      expect(through.body.result).toEqual(direct.body.result);
    }
  });

  it('answers 400 to ids that are not document ids', async () => {
    for (const path of [
      'data/doc/production/bad%20id',
      'data/doc/production/company-1,..',
      'data/history/production/transactions/-x',
      'data/history/production/events/documents/a%2Fb',
    ]) {
      expect((await proxied.memberLake('GET', path, as(owner))).status).toBe(400);
    }
    const created = await proxied.memberLake('POST', 'data/mutate/production', {
      body: { mutations: [{ create: { _id: 'drafts.bad id', _type: 'jobOffer' } }] },
      ...as(owner),
    });
    expect(created.status).toBe(400);
  });

  it('shows of a transaction only the member’s documents', async () => {
    await editorMutate([
      { patch: { id: 'drafts.company-1', set: { name: 'Datová továrna a.s.' } } },
      { patch: { id: 'job-2', set: { title: 'Senior tester' } } },
    ]);
    const history = await proxied.memberLake(
      'GET',
      'data/history/production/transactions/drafts.company-1?excludeContent=false&effectFormat=mendoza',
      as(owner),
    );
    const lines = (await history.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.documentIDs).toEqual(['drafts.company-1']);
      expect(Object.keys(line.effects)).toEqual(['drafts.company-1']);
      expect(JSON.stringify(line.mutations)).not.toContain('job-2');
    }
  });

  it('listens only with a plain filter, which it narrows to the member’s documents', async () => {
    for (const groq of [
      '*[true] || *[_type == "company"]',
      '*[true) || (true]',
      'count(*)',
      '*[_type == "company"]{name}',
    ]) {
      expect((await proxied.memberLake('GET', listenPath(groq), as(owner))).status).toBe(400);
    }
  });
});

describe('what the member API writes for a member', () => {
  it('keeps ifRevisionID: a stale revision is a 409 and changes nothing', async () => {
    const { status, body } = await json(
      await proxied.memberLake('POST', 'data/mutate/production', {
        body: {
          mutations: [{ patch: { id: 'drafts.company-1', ifRevisionID: 'stale', set: { name: 'X' } } }],
        },
        ...as(owner),
      }),
    );
    expect(status).toBe(409);
    expect(body.error.items[0].error.type).toBe('documentRevisionMismatchError');
    expect((await proxied.harness.dataset()).getDocument('drafts.company-1')?.name).toBe(
      'Datová továrna a.s.',
    );
  });

  it('passes the transaction id and dry runs through', async () => {
    const dry = await json(
      await proxied.memberLake('POST', 'data/mutate/production?dryRun=true&returnIds=true', {
        body: {
          transactionId: 'member-tx-1',
          mutations: [{ patch: { id: 'drafts.company-1', set: { name: 'Jen zkouška' } } }],
        },
        ...as(owner),
      }),
    );
    expect(dry.status).toBe(200);
    expect(dry.body.transactionId).toBe('member-tx-1');
    expect((await proxied.harness.dataset()).getDocument('drafts.company-1')?.name).toBe(
      'Datová továrna a.s.',
    );
  });
});
