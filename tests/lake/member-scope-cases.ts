import { beforeAll, describe, expect, it } from 'vitest';
import { type createLakeHarness, readEvents, signedInMember } from './lake-harness';

type LakeHarness = Awaited<ReturnType<typeof createLakeHarness>>;

/** A request as a member's Studio sends it (the member's token in its headers): to the lake, or to the member proxy. */
export type MemberRequest = LakeHarness['lake'];

/**
 * What the scope is about, as an editor writes it: a technology, an article, company-1's draft
 * with the fields editors decide, and an offer of company-2.
 */
export const memberScopeSeed = [
  { createOrReplace: { _id: 'tech-go', _type: 'technology', name: 'Go' } },
  { createOrReplace: { _id: 'article-1', _type: 'article', title: 'Editors only' } },
  {
    createOrReplace: {
      _id: 'drafts.company-1',
      _type: 'company',
      name: 'Datová továrna',
      slug: { _type: 'slug', current: 'datova-tovarna' },
      ico: '27074358',
    },
  },
  {
    createOrReplace: {
      _id: 'job-2',
      _type: 'jobOffer',
      title: 'Tester',
      company: { _type: 'reference', _ref: 'company-2' },
    },
  },
];

/**
 * What a company's member may read and write, case by case. The same cases run against the
 * local lake and against the member proxy in front of Sanity's API (a local lake standing in for
 * it): `memberLake` is where the members' requests go; the editor's go to the lake itself.
 */
export function memberScopeCases(setUp: () => Promise<{ harness: LakeHarness; memberLake: MemberRequest }>) {
  let harness: LakeHarness;
  let memberLake: MemberRequest;
  /** An owner of company-1 and a recruiter of company-2. */
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  let rival: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    ({ harness, memberLake } = await setUp());
    const created = await harness.lake('POST', 'data/mutate/production', {
      body: { mutations: memberScopeSeed },
    });
    expect(created.status).toBe(200);
    owner = await signedInMember('company-1');
    rival = await signedInMember('company-2', 'recruiter');
  });

  const as = (person: { token: string }) => ({ headers: { authorization: `Bearer ${person.token}` } });
  const json = async (response: Response) => ({ status: response.status, body: await response.json() });
  const query = (person: { token: string }, groq: string, perspective = 'raw') =>
    memberLake(
      'GET',
      `data/query/production?query=${encodeURIComponent(groq)}&perspective=${perspective}`,
      as(person),
    );
  const mutate = (person: { token: string }, mutations: unknown[]) =>
    memberLake('POST', 'data/mutate/production', { body: { mutations }, ...as(person) });
  const act = (person: { token: string }, actions: unknown[]) =>
    memberLake('POST', 'data/actions/production', { body: { actions }, ...as(person) });
  const editorMutate = (mutations: unknown[]) =>
    harness.lake('POST', 'data/mutate/production', { body: { mutations } });

  describe('a member’s lake token', () => {
    it('names a company member with the role member', async () => {
      const { status, body } = await json(await memberLake('GET', 'users/me', as(owner)));
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: owner.userId, role: 'member', roles: [{ name: 'member' }] });
    });

    it('stops working once the membership ends', async () => {
      const { getDatabase } = await import('@/server/db');
      const { companyMember } = await import('@/server/db/schema');
      const { eq } = await import('drizzle-orm');
      const leaving = await signedInMember('company-1', 'recruiter');
      expect((await memberLake('GET', 'users/me', as(leaving))).status).toBe(200);
      await (await getDatabase()).delete(companyMember).where(eq(companyMember.userId, leaving.userId));
      expect((await memberLake('GET', 'users/me', as(leaving))).status).toBe(401);
    });

    it('names to a member the editors and their own company’s members, not another company’s', async () => {
      const ids = [harness.editor.userId, owner.userId, rival.userId].join(',');
      const { body } = await json(await memberLake('GET', `users/${ids}`, as(owner)));
      expect(body.map((user: { id: string }) => user.id).sort()).toEqual(
        [harness.editor.userId, owner.userId].sort(),
      );
    });
  });

  describe('what a member reads', () => {
    it('queries only their company, its offers and the shared documents', async () => {
      const { status, body } = await json(await query(owner, '*[]._id'));
      expect(status).toBe(200);
      expect([...body.result].sort()).toEqual(['company-1', 'drafts.company-1', 'job-1', 'tech-go']);
      const drafts = await json(await query(owner, '*[_type == "company"]{_id, name}', 'drafts'));
      expect(drafts.body.result).toEqual([{ _id: 'company-1', name: 'Datová továrna' }]);
    });

    it('does not follow a reference out of their scope', async () => {
      const { body } = await json(await query(rival, '*[_id == "job-2"][0]{ "company": company->name }'));
      expect(body.result).toEqual({ company: 'Pixelhouse' });
      const other = await json(await query(owner, '*[_id == "job-2"][0]'));
      expect(other.body.result).toBeNull();
    });

    it('gets their documents and 403 for another company’s', async () => {
      const own = await json(await memberLake('GET', 'data/doc/production/company-1,job-1', as(owner)));
      expect(own.body.documents.map((doc: { _id: string }) => doc._id)).toEqual(['company-1', 'job-1']);
      const theirs = await json(await memberLake('GET', 'data/doc/production/company-2', as(owner)));
      expect(theirs.status).toBe(403);
      expect(theirs.body.error.description).toContain('company-2');
      expect((await memberLake('GET', 'data/doc/production/job-2', as(owner))).status).toBe(403);
      expect((await memberLake('GET', 'data/doc/production/article-1', as(owner))).status).toBe(403);
    });

    it('reads the history of their documents only', async () => {
      const own = await memberLake('GET', 'data/history/production/transactions/drafts.company-1', as(owner));
      expect(own.status).toBe(200);
      for (const line of (await own.text()).trim().split('\n')) {
        expect(JSON.parse(line).documentIDs).toEqual(['drafts.company-1']);
      }
      const theirs = await memberLake('GET', 'data/history/production/transactions/job-2', as(owner));
      expect(theirs.status).toBe(403);
      const events = await memberLake('GET', 'data/history/production/events/documents/company-2', as(owner));
      expect(events.status).toBe(403);
    });

    it('is refused the export of the whole dataset', async () => {
      expect((await memberLake('GET', 'data/export/production', as(owner))).status).toBe(403);
      expect((await harness.lake('GET', 'data/export/production')).status).toBe(200);
    });

    it('hears of changes to their documents only', async () => {
      const listening = await memberLake(
        'GET',
        `data/listen/production?query=${encodeURIComponent('*[_type in ["company", "jobOffer"]]')}`,
        as(owner),
      );
      const events = readEvents(listening, 2);
      await editorMutate([{ patch: { id: 'job-2', set: { title: 'Senior tester' } } }]);
      await editorMutate([{ patch: { id: 'job-1', set: { title: 'Senior designer' } } }]);
      const [welcome, mutation] = await events;
      expect(welcome?.event).toBe('welcome');
      expect(mutation?.data).toMatchObject({ documentId: 'job-1' });
    });
  });

  describe('what a member writes', () => {
    it('edits the draft of their company, which editors then see', async () => {
      const edited = await mutate(owner, [
        { patch: { id: 'drafts.company-1', set: { description: { cs: 'Stavíme datové sklady.' } } } },
      ]);
      expect(edited.status).toBe(200);
      const { body } = await json(await harness.lake('GET', 'data/doc/production/drafts.company-1'));
      expect(body.documents[0].description).toEqual({ cs: 'Stavíme datové sklady.' });
    });

    it('creates a job offer of their company as a draft and edits it through the Studio’s actions', async () => {
      const created = await act(owner, [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'job-new',
          attributes: {
            _type: 'jobOffer',
            title: { cs: 'Analytik' },
            company: { _type: 'reference', _ref: 'company-1', _weak: true },
          },
          ifExists: 'fail',
        },
      ]);
      expect(created.status).toBe(200);
      const edited = await act(owner, [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.job-1',
          publishedId: 'job-1',
          patch: { set: { city: 'Brno' } },
        },
      ]);
      expect(edited.status).toBe(200);
      expect((await harness.dataset()).getDocument('drafts.job-1')).toMatchObject({ city: 'Brno' });
    });

    it('may not create a job offer of another company, nor move theirs to it', async () => {
      const created = await json(
        await mutate(owner, [
          {
            create: {
              _id: 'drafts.job-foreign',
              _type: 'jobOffer',
              company: { _type: 'reference', _ref: 'company-2' },
            },
          },
        ]),
      );
      expect(created.status).toBe(403);
      expect(created.body.error.items[0].error).toMatchObject({
        type: 'insufficientPermissionsError',
        id: 'drafts.job-foreign',
      });
      const moved = await mutate(owner, [
        { patch: { id: 'drafts.job-1', set: { company: { _type: 'reference', _ref: 'company-2' } } } },
      ]);
      expect(moved.status).toBe(403);
    });

    it('may not write another company’s documents, nor a draft over them', async () => {
      const patched = await mutate(owner, [{ patch: { id: 'drafts.company-2', set: { name: 'Taken' } } }]);
      expect(patched.status).toBe(403);
      const overlaid = await act(owner, [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.job-2',
          publishedId: 'job-2',
          patch: { set: { title: 'Ours now' } },
        },
      ]);
      expect(overlaid.status).toBe(403);
      const replaced = await mutate(owner, [
        {
          createOrReplace: {
            _id: 'drafts.job-2',
            _type: 'jobOffer',
            company: { _type: 'reference', _ref: 'company-1' },
          },
        },
      ]);
      expect(replaced.status).toBe(403);
      expect((await harness.dataset()).getDocument('drafts.job-2')).toBeNull();
      expect((await harness.dataset()).getDocument('drafts.company-2')?.name).toBe('Pixelhouse (draft)');
    });

    it('may not write a published document, a shared one or anything else', async () => {
      const published = await json(await mutate(owner, [{ patch: { id: 'company-1', set: { name: 'X' } } }]));
      expect(published.status).toBe(403);
      expect(published.body.error.description).toContain('drafts only');
      expect(
        (await mutate(owner, [{ patch: { id: 'drafts.tech-go', set: { name: 'Golang' } } }])).status,
      ).toBe(403);
      const secret = await mutate(owner, [
        { create: { _id: 'sanity-preview-url-secret.x', _type: 'sanity.previewUrlSecret', secret: 's' } },
      ]);
      expect(secret.status).toBe(403);
    });

    it.each([
      ['ico', '12345678'],
      ['slug', { _type: 'slug', current: 'jina-firma' }],
      ['review', { state: 'approved' }],
    ])('may not change the editors’ field %s', async (field, value) => {
      const { status, body } = await json(
        await mutate(owner, [{ patch: { id: 'drafts.company-1', set: { [field]: value } } }]),
      );
      expect(status).toBe(403);
      expect(body.error.description).toContain(`"${field}"`);
      expect((await harness.dataset()).getDocument('drafts.company-1')?.ico).toBe('27074358');
    });

    it.each([
      ['publish', { draftId: 'drafts.company-1', publishedId: 'company-1' }],
      ['unpublish', { publishedId: 'job-1' }],
      ['delete', { publishedId: 'job-1' }],
    ])('may not %s', async (action, ids) => {
      const { status, body } = await json(
        await act(owner, [{ actionType: `sanity.action.document.${action}`, ...ids }]),
      );
      expect(status).toBe(403);
      expect(body.error.description).toContain(`Members cannot ${action}`);
      expect((await harness.dataset()).getDocument('job-1')).not.toBeNull();
    });

    it('discards their own draft', async () => {
      const discarded = await act(owner, [
        { actionType: 'sanity.action.document.discard', draftId: 'drafts.job-1' },
      ]);
      expect(discarded.status).toBe(200);
      expect((await harness.dataset()).getDocument('drafts.job-1')).toBeNull();
    });

    it('deletes by query only among what they read', async () => {
      const deleted = await json(
        await mutate(owner, [{ delete: { query: '*[_type == "company" && _id in path("drafts.**")]' } }]),
      );
      expect(deleted.status).toBe(200);
      expect(deleted.body.results).toEqual([{ id: 'drafts.company-1', operation: 'delete' }]);
      expect((await harness.dataset()).getDocument('drafts.company-2')).not.toBeNull();
    });

    it('may not discard another company’s draft', async () => {
      const discarded = await act(owner, [
        { actionType: 'sanity.action.document.discard', draftId: 'drafts.company-2' },
      ]);
      expect(discarded.status).toBe(403);
      expect((await harness.dataset()).getDocument('drafts.company-2')).not.toBeNull();
    });

    it('uploads an image', async () => {
      const sharp = (await import('sharp')).default;
      const png = await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      const uploaded = await memberLake('POST', 'assets/images/production', {
        body: new Uint8Array(png),
        headers: { ...as(owner).headers, 'content-type': 'image/png' },
      });
      expect(uploaded.status).toBe(200);
    });
  });

  describe('a trusted company’s member', () => {
    let trusted: Awaited<ReturnType<typeof signedInMember>>;

    beforeAll(async () => {
      const { getDatabase } = await import('@/server/db');
      const { trustedCompany } = await import('@/server/db/schema');
      await (await getDatabase()).insert(trustedCompany).values({ companyId: 'company-3' });
      const seeded = await editorMutate([
        { createOrReplace: { _id: 'company-3', _type: 'company', name: 'Důvěryhodná s.r.o.' } },
        {
          createOrReplace: {
            _id: 'drafts.job-3',
            _type: 'jobOffer',
            title: { cs: 'Vývojář' },
            company: { _type: 'reference', _ref: 'company-3' },
          },
        },
        {
          createOrReplace: {
            _id: 'drafts.company-3',
            _type: 'company',
            name: 'Důvěryhodná a.s.',
          },
        },
      ]);
      expect(seeded.status).toBe(200);
      trusted = await signedInMember('company-3');
    });

    it('publishes their job offer', async () => {
      const published = await act(trusted, [
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.job-3', publishedId: 'job-3' },
      ]);
      expect(published.status).toBe(200);
      const dataset = await harness.dataset();
      expect(dataset.getDocument('job-3')).toMatchObject({ title: { cs: 'Vývojář' } });
      expect(dataset.getDocument('drafts.job-3')).toBeNull();
    });

    it('may not publish their company’s profile, which waits for an editor', async () => {
      const { status, body } = await json(
        await act(trusted, [
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.company-3',
            publishedId: 'company-3',
          },
        ]),
      );
      expect(status).toBe(403);
      expect(body.error.description).toContain('Members cannot publish');
      const written = await mutate(trusted, [{ patch: { id: 'company-3', set: { name: 'Přejmenovaná' } } }]);
      expect(written.status).toBe(403);
      expect((await harness.dataset()).getDocument('company-3')?.name).toBe('Důvěryhodná s.r.o.');
    });

    it('may not publish, unpublish or delete another company’s job offer', async () => {
      const published = await act(trusted, [
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.job-2', publishedId: 'job-2' },
      ]);
      expect(published.status).toBe(403);
      const replaced = await mutate(trusted, [
        {
          createOrReplace: {
            _id: 'job-2',
            _type: 'jobOffer',
            title: 'Taken',
            company: { _type: 'reference', _ref: 'company-3' },
          },
        },
      ]);
      expect(replaced.status).toBe(403);
      for (const action of ['unpublish', 'delete']) {
        const refused = await act(trusted, [
          { actionType: `sanity.action.document.${action}`, publishedId: 'job-3' },
        ]);
        expect(refused.status).toBe(403);
      }
      expect((await mutate(trusted, [{ delete: { id: 'job-3' } }])).status).toBe(403);
      expect((await harness.dataset()).getDocument('job-3')).not.toBeNull();
    });

    it('an untrusted company’s member still may not publish its job offer', async () => {
      await mutate(owner, [
        {
          createOrReplace: {
            _id: 'drafts.job-untrusted',
            _type: 'jobOffer',
            company: { _type: 'reference', _ref: 'company-1' },
          },
        },
      ]);
      const { status } = await json(
        await act(owner, [
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.job-untrusted',
            publishedId: 'job-untrusted',
          },
        ]),
      );
      expect(status).toBe(403);
      expect((await harness.dataset()).getDocument('job-untrusted')).toBeNull();
    });
  });
}
