import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInMember } from '../lake/lake-harness';
import { createProxyHarness } from './proxy-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let proxied: Awaited<ReturnType<typeof createProxyHarness>>;
let owner: Awaited<ReturnType<typeof signedInMember>>;

const companyRef = (id: string) => ({ _type: 'reference', _ref: id });
const draft = {
  _id: 'drafts.job-race',
  _type: 'jobOffer',
  title: 'Tester',
  company: companyRef('company-1'),
};

const editorMutate = async (mutations: unknown[]) => {
  const response = await proxied.harness.lake('POST', 'data/mutate/production', { body: { mutations } });
  expect(response.status).toBe(200);
};
const stored = async (id: string) => (await proxied.harness.dataset()).getDocument(id);

/** Lets `meanwhile` write upstream after the proxy checked the member's write and before it forwards it. */
function beforeTheForward(meanwhile: () => Promise<void>) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const forward = init?.method === 'POST' && /\/data\/(mutate|actions)\//.test(String(input));
    if (forward) await meanwhile();
    return realFetch(input, init);
  });
}
const moveToAnotherCompany = () =>
  editorMutate([{ patch: { id: 'drafts.job-race', set: { company: companyRef('company-2') } } }]);

const as = () => ({ headers: { authorization: `Bearer ${owner.token}` } });
const mutate = (mutations: unknown[]) =>
  proxied.memberLake('POST', 'data/mutate/production', { body: { mutations }, ...as() });
const act = (actions: unknown[]) =>
  proxied.memberLake('POST', 'data/actions/production', { body: { actions }, ...as() });

beforeAll(async () => {
  proxied = await createProxyHarness();
  owner = await signedInMember('company-1');
});
beforeEach(() => editorMutate([{ createOrReplace: draft }]));
afterEach(() => vi.restoreAllMocks());
afterAll(() => proxied.close());

describe('a member’s write whose document moves to another company after the check', () => {
  it.each([
    ['a patch', () => mutate([{ patch: { id: 'drafts.job-race', set: { title: 'Převzato' } } }])],
    ['a replacement', () => mutate([{ createOrReplace: { ...draft, title: 'Převzato' } }])],
    [
      'a patch after createIfNotExists, as the Studio sends edits',
      () =>
        mutate([
          { createIfNotExists: draft },
          { patch: { id: 'drafts.job-race', set: { title: 'Převzato' } } },
        ]),
    ],
    [
      'an edit action',
      () =>
        act([
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.job-race',
            publishedId: 'job-race',
            patch: { set: { title: 'Převzato' } },
          },
        ]),
    ],
  ])('is refused with 409 and writes nothing: %s', async (_, write) => {
    beforeTheForward(moveToAnotherCompany);
    const response = await write();
    expect(response.status).toBe(409);
    expect(await stored('drafts.job-race')).toMatchObject({
      title: 'Tester',
      company: companyRef('company-2'),
    });
  });

  it('is refused with 409 and deletes nothing: a deletion and a discard', async () => {
    for (const write of [
      () => mutate([{ delete: { id: 'drafts.job-race' } }]),
      () => act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.job-race' }]),
    ]) {
      await editorMutate([{ createOrReplace: draft }]);
      beforeTheForward(moveToAnotherCompany);
      expect((await write()).status).toBe(409);
      vi.restoreAllMocks();
      expect(await stored('drafts.job-race')).toMatchObject({ company: companyRef('company-2') });
    }
  });
});

describe('a member’s creation of a document another company creates after the check', () => {
  it('is refused with 409 and leaves the other company’s document as it is', async () => {
    const theirs = {
      _id: 'drafts.job-new',
      _type: 'jobOffer',
      title: 'Jejich',
      company: companyRef('company-2'),
    };
    beforeTheForward(() => editorMutate([{ create: theirs }]));
    const response = await mutate([
      { createIfNotExists: { ...theirs, title: 'Naše', company: companyRef('company-1') } },
      { patch: { id: 'drafts.job-new', set: { title: 'Naše' } } },
    ]);
    expect(response.status).toBe(409);
    expect(await stored('drafts.job-new')).toMatchObject({
      title: 'Jejich',
      company: companyRef('company-2'),
    });
  });
});

describe('a member’s write nobody else touches', () => {
  it('is written as before', async () => {
    const response = await mutate([{ patch: { id: 'drafts.job-race', set: { title: 'Nový název' } } }]);
    expect(response.status).toBe(200);
    expect(await stored('drafts.job-race')).toMatchObject({
      title: 'Nový název',
      company: companyRef('company-1'),
    });
    const edited = await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.job-race',
        publishedId: 'job-race',
        patch: { set: { title: 'Ještě novější' } },
      },
    ]);
    expect(edited.status).toBe(200);
    expect((await edited.json()).transactionId).toEqual(expect.any(String));
    expect(await stored('drafts.job-race')).toMatchObject({ title: 'Ještě novější' });
  });
});
