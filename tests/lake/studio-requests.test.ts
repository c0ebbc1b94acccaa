import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLakeHarness, readEvents } from './lake-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let harness: Awaited<ReturnType<typeof createLakeHarness>>;
beforeAll(async () => {
  harness = await createLakeHarness();
});

const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const query = (groq: string, perspective: string, params = '') =>
  harness.lake(
    'GET',
    `data/query/production?query=${encodeURIComponent(groq)}&perspective=${perspective}${params}`,
  );

describe('the local Content Lake answers the Studio at boot', () => {
  it('knows the editor the token was minted for', async () => {
    const { status, body } = await json(await harness.lake('GET', 'users/me'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: harness.editor.userId,
      name: 'Eva Editorová',
      email: harness.editor.email,
      role: 'editor',
    });
    expect(body.roles[0].name).toBe('editor');
    const named = await json(await harness.lake('GET', `users/${harness.editor.userId}`));
    expect(named.body).toMatchObject({ id: harness.editor.userId, name: 'Eva Editorová' });
  });

  it('grants reading and updating every document', async () => {
    const acl = await json(await harness.lake('GET', 'projects/tribelocal/datasets/production/acl'));
    expect(acl.body).toEqual([
      { filter: '_id in path("**")', permissions: expect.arrayContaining(['read', 'create', 'update']) },
    ]);
    const grants = await json(await harness.lake('GET', 'projects/tribelocal/grants'));
    expect(
      grants.body['sanity.document.filter.mode'][0].grants.map((grant: { name: string }) => grant.name),
    ).toContain('update');
  });

  it('describes the project, its dataset and no deployed applications', async () => {
    expect(
      (await json(await harness.lake('GET', 'projects/tribelocal?includeOrganization=true'))).body,
    ).toMatchObject({ id: 'tribelocal' });
    expect((await json(await harness.lake('GET', 'projects/tribelocal/datasets'))).body).toEqual([
      expect.objectContaining({ name: 'production' }),
    ]);
    expect((await json(await harness.lake('GET', 'projects/tribelocal/user-applications'))).body).toEqual([]);
    expect((await json(await harness.lake('GET', 'users/me/keyvalue/studio.tasks'))).body).toEqual([]);
  });

  it.each([
    ['GET', 'journey/asset-limit'],
    ['GET', 'journey/document-limit'],
    ['GET', 'journey/announcements'],
    ['GET', 'journey/trial'],
    ['GET', 'journey/scheduled-drafts'],
    ['GET', 'journey/content-releases'],
    ['GET', 'journey/comments'],
    ['GET', 'journey/tasks'],
    ['GET', 'help'],
    ['GET', 'intake/telemetry-status'],
    ['GET', 'features'],
    ['GET', 'ping'],
    ['GET', 'schedules/tribelocal/production'],
  ])('answers %s %s as a switched-off hosted service, in JSON', async (method, route) => {
    const response = await harness.lake(method, route);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toBeDefined();
  });

  it('answers the dataset ping of the Studio’s latency report without the token, as Sanity does', async () => {
    const ping = await harness.lake('GET', 'data/ping/production', { headers: { authorization: '' } });
    expect(ping.status).toBe(200);
    const otherDataset = await harness.lake('GET', 'data/ping/staging', { headers: { authorization: '' } });
    expect(otherDataset.status).toBe(404);
  });

  it('accepts telemetry without keeping it and refuses the remote module check', async () => {
    expect((await harness.lake('POST', 'intake/feedback', { body: {} })).status).toBe(204);
    expect((await harness.lake('GET', 'modules/sanity/latest/%5E6.16.0/t1')).status).toBe(404);
  });
});

describe('the local Content Lake guards itself', () => {
  it('refuses requests without the token, from other origins, and names what it does not serve', async () => {
    const anonymous = await harness.lake('GET', 'users/me', { headers: { authorization: '' } });
    expect(anonymous.status).toBe(401);
    const foreign = await harness.lake('GET', 'users/me', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const forged = await harness.lake('GET', 'users/me', { headers: { authorization: 'Bearer forged' } });
    expect(forged.status).toBe(401);
    const unknown = await json(await harness.lake('GET', 'data/backup/production'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.description).toContain('/data/backup/production');
  });

  it('answers a caller on another machine as if it did not exist, token or not', async () => {
    for (const peer of ['203.0.113.9', '::ffff:192.0.2.1', '10.0.0.5', '']) {
      const response = await harness.lake('GET', 'users/me', { peerAddress: peer });
      expect(response.status, peer).toBe(404);
    }
    const ping = await harness.lake('GET', 'ping', { peerAddress: '203.0.113.9' });
    expect(ping.status).toBe(404);
  });

  it('accepts a token only while its editor keeps the role and the session lasts', async () => {
    const { getDatabase } = await import('@/server/db');
    const { session } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const { revokeEditorRole } = await import('@/server/editors/editor-roles');
    const asEditor = (token: string) =>
      harness.lake('GET', 'users/me', { headers: { authorization: `Bearer ${token}` } });

    const revoked = await harness.signedInEditor('revoked@tribe.test');
    expect((await asEditor(revoked.token)).status).toBe(200);
    await revokeEditorRole('revoked@tribe.test');
    expect((await asEditor(revoked.token)).status).toBe(401);

    const signedOut = await harness.signedInEditor('signed-out@tribe.test');
    await (await getDatabase()).delete(session).where(eq(session.id, signedOut.sessionId));
    expect((await asEditor(signedOut.token)).status).toBe(401);

    const leaving = await harness.signedInEditor('leaving@tribe.test');
    const logout = await harness.lake('POST', 'auth/logout', {
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.status).toBe(204);
    expect((await asEditor(leaving.token)).status).toBe(401);
    const [ended] = await (await getDatabase())
      .select()
      .from(session)
      .where(eq(session.id, leaving.sessionId));
    expect(ended).toBeUndefined();

    const candidate = await harness.signedInEditor('candidate@tribe.test', null);
    expect((await asEditor(candidate.token)).status).toBe(401);
  });

  it('records the editor who made each transaction', async () => {
    const other = await harness.signedInEditor('second-editor@tribe.test');
    const response = await harness.lake('POST', 'data/mutate/production', {
      headers: { authorization: `Bearer ${other.token}` },
      body: {
        mutations: [{ createOrReplace: { _id: 'drafts.authored', _type: 'authoredNote', name: 'Authored' } }],
      },
    });
    expect(response.status).toBe(200);
    const history = await harness.lake(
      'GET',
      'data/history/production/transactions/drafts.authored?excludeContent=true',
    );
    expect(JSON.parse((await history.text()).trim().split('\n')[0])).toMatchObject({ author: other.userId });
  });

  it('answers preflights for the site origin only', async () => {
    const preflight = await harness.lake('OPTIONS', 'data/query/production', {
      headers: { authorization: '' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(harness.env.siteOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const asked = await harness.lake('OPTIONS', 'users/me', {
      headers: { 'access-control-request-headers': 'authorization,x-sanity-app' },
    });
    expect(asked.headers.get('access-control-allow-headers')).toBe('authorization,x-sanity-app');
  });
});

describe('the local Content Lake reads documents', () => {
  it('runs queries in the raw, drafts and published perspectives', async () => {
    const groq = '*[_type == "company"] | order(_id) {_id, name}';
    expect((await json(await query(groq, 'raw'))).body.result.map((doc: { _id: string }) => doc._id)).toEqual(
      ['company-1', 'company-2', 'drafts.company-2'],
    );
    expect((await json(await query(groq, 'drafts'))).body.result).toContainEqual({
      _id: 'company-2',
      name: 'Pixelhouse (draft)',
    });
    const published = await json(await query(groq, 'published'));
    expect(published.body).toMatchObject({ query: groq, ms: expect.any(Number) });
    expect(published.body.result).toContainEqual({ _id: 'company-2', name: 'Pixelhouse' });
  });

  it('takes parameters and answers a broken query with a 400', async () => {
    const found = await json(
      await query('*[_id == $id][0].name', 'raw', `&%24id=${encodeURIComponent('"company-1"')}`),
    );
    expect(found.body.result).toBe('Datová továrna');
    expect((await query('*[_id == ', 'raw')).status).toBe(400);
  });

  it('fetches documents by id and lists the missing ones', async () => {
    const { body } = await json(
      await harness.lake('GET', 'data/doc/production/company-2,drafts.company-2,nope'),
    );
    expect(body.documents.map((doc: { _id: string }) => doc._id)).toEqual(['company-2', 'drafts.company-2']);
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }]);
  });
});

describe('the local Content Lake edits documents like the Studio does', () => {
  const act = (actions: unknown[]) => harness.lake('POST', 'data/actions/production', { body: { actions } });
  const ids = { draftId: 'drafts.company-1', publishedId: 'company-1' };

  it('edits a draft made from the published document, then publishes it and removes the draft', async () => {
    const edit = await json(
      await act([
        { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { name: 'Datová továrna 2' } } },
      ]),
    );
    expect(edit.body.transactionId).toEqual(expect.any(String));
    const store = await harness.dataset();
    expect(store.getDocument('drafts.company-1')).toMatchObject({
      name: 'Datová továrna 2',
      _rev: edit.body.transactionId,
    });
    expect(store.getDocument('company-1')?.name).toBe('Datová továrna');
    await act([{ actionType: 'sanity.action.document.publish', ...ids }]);
    expect(store.getDocument('company-1')?.name).toBe('Datová továrna 2');
    expect(store.getDocument('drafts.company-1')).toBeNull();
  });

  it('discards a draft, unpublishes, duplicates and deletes', async () => {
    const store = await harness.dataset();
    await act([{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.company-2' }]);
    expect(store.getDocument('drafts.company-2')).toBeNull();
    await act([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.company-2',
        publishedId: 'company-2',
      },
    ]);
    expect(store.getDocument('company-2')).toBeNull();
    expect(store.getDocument('drafts.company-2')?.name).toBe('Pixelhouse');
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'company-3',
        attributes: { _type: 'company', name: 'Pixelhouse (copy)' },
        ifExists: 'fail',
      },
    ]);
    expect(store.getDocument('drafts.company-3')?.name).toBe('Pixelhouse (copy)');
    await act([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'company-2',
        includeDrafts: ['drafts.company-2'],
      },
    ]);
    expect(store.getDocument('drafts.company-2')).toBeNull();
  });

  it('refuses actions it cannot do with a 4xx that says why', async () => {
    const missing = await json(
      await act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.none' }]),
    );
    expect(missing.status).toBe(409);
    expect(missing.body.error.description).toContain('drafts.none');
    const release = await json(
      await act([{ actionType: 'sanity.action.document.version.create', publishedId: 'job-1' }]),
    );
    expect(release.status).toBe(400);
    expect(release.body.error.description).toContain('not supported');
  });

  it('applies mutate transactions and returns what changed', async () => {
    const { status, body } = await json(
      await harness.lake('POST', 'data/mutate/production?returnDocuments=true', {
        body: {
          mutations: [
            { createOrReplace: { _id: 'drafts.job-1', _type: 'jobOffer', title: 'Senior designer' } },
            { patch: { id: 'job-1', set: { city: 'Brno' } } },
          ],
        },
      }),
    );
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({
        id: 'drafts.job-1',
        operation: 'create',
        document: expect.objectContaining({ title: 'Senior designer' }),
      }),
      expect.objectContaining({ id: 'job-1', operation: 'update' }),
    ]);
    const wrong = await json(
      await harness.lake('POST', 'data/mutate/production', { body: { mutations: [{ upsert: {} }] } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.description).toContain('mutations[0]');
  });

  it('deletes the documents a query selects, as Presentation clears its expired secrets', async () => {
    const store = await harness.dataset();
    const secret = (id: string) => ({ create: { _id: id, _type: 'sanity.previewUrlSecret' } });
    await store.mutate([secret('secret-old')], { now: new Date(Date.now() - 2 * 3_600_000) });
    await store.mutate([secret('secret-new')]);
    const expired =
      '*[_type == "sanity.previewUrlSecret" && dateTime(_updatedAt) <= dateTime(now()) - 60*60]';
    const { status, body } = await json(
      await harness.lake('POST', 'data/mutate/production', {
        body: { mutations: [{ delete: { query: expired } }] },
      }),
    );
    expect(status).toBe(200);
    expect(body.results).toEqual([{ id: 'secret-old', operation: 'delete' }]);
    const left = await json(await query('*[_type == "sanity.previewUrlSecret"]._id', 'raw'));
    expect(left.body.result).toEqual(['secret-new']);
    const nothing = await json(
      await harness.lake('POST', 'data/mutate/production', {
        body: { mutations: [{ delete: { query: expired } }] },
      }),
    );
    expect(nothing.body).toEqual({ transactionId: expect.any(String), results: [] });
    const broken = await json(
      await harness.lake('POST', 'data/mutate/production', {
        body: { mutations: [{ delete: { query: '*[' } }] },
      }),
    );
    expect([broken.status, broken.body.error.description]).toEqual([
      400,
      expect.stringContaining('mutations[0].delete.query'),
    ]);
  });

  it('lists a document’s transactions as history', async () => {
    const response = await harness.lake(
      'GET',
      'data/history/production/transactions/company-1,drafts.company-1?excludeContent=true',
    );
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ author: harness.editor.userId, documentIDs: ['drafts.company-1'] });
    expect(lines[1].documentIDs).toEqual(['company-1', 'drafts.company-1']);
    const withEffects = (
      await (
        await harness.lake(
          'GET',
          'data/history/production/transactions/drafts.company-1?excludeContent=true&effectFormat=mendoza',
        )
      ).text()
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    // The draft's creation: nothing before it, the whole draft after.
    expect(withEffects[0].effects['drafts.company-1']).toEqual({
      apply: [0, expect.objectContaining({ _id: 'drafts.company-1' })],
      revert: [0, null],
    });
    // Publishing removed the draft and wrote the published version.
    expect(withEffects[1].effects['drafts.company-1'].apply).toEqual([0, null]);
    expect(withEffects[1].effects['company-1'].apply[1]).toMatchObject({ _id: 'company-1' });

    const events = await json(
      await harness.lake('GET', 'data/history/production/events/documents/drafts.company-1?limit=10'),
    );
    expect(events.body).toEqual({
      events: {
        'drafts.company-1': [
          expect.objectContaining({
            type: 'publishDocumentVersion',
            documentId: 'company-1',
            revisionId: lines[1].id,
            versionId: 'drafts.company-1',
            versionRevisionId: lines[0].id,
            publishCause: 'document.publish',
          }),
          expect.objectContaining({
            type: 'createDocumentVersion',
            documentId: 'company-1',
            versionId: 'drafts.company-1',
            versionRevisionId: lines[0].id,
            author: harness.editor.userId,
          }),
        ],
      },
      nextCursor: '',
    });
    const firstPage = await json(
      await harness.lake('GET', 'data/history/production/events/documents/company-1?limit=1'),
    );
    expect(firstPage.body.events['company-1'].map((event: { type: string }) => event.type)).toEqual([
      'publishDocumentVersion',
    ]);
    const secondPage = await json(
      await harness.lake(
        'GET',
        `data/history/production/events/documents/company-1?limit=1&nextCursor=${firstPage.body.nextCursor}`,
      ),
    );
    expect(secondPage.body.events['company-1'].map((event: { type: string }) => event.type)).toEqual([
      'createDocumentVersion',
    ]);
    expect(secondPage.body.nextCursor).toBe('');
  });

  it('gives a document as it was at a revision or a time, for the history to compare', async () => {
    const lines = (
      await (await harness.lake('GET', 'data/history/production/transactions/drafts.company-1')).text()
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const atDraft = await json(
      await harness.lake('GET', `data/history/production/documents/drafts.company-1?revision=${lines[0].id}`),
    );
    expect(atDraft.body.documents).toEqual([
      expect.objectContaining({ _id: 'drafts.company-1', _rev: lines[0].id }),
    ]);
    // Before its first transaction the published document is the one the dataset started with.
    const before = await json(
      await harness.lake('GET', 'data/history/production/documents/company-1?time=2000-01-01T00:00:00Z'),
    );
    expect(before.body.documents).toEqual([expect.objectContaining({ _id: 'company-1', _rev: 'r1' })]);
    const unknown = await json(
      await harness.lake('GET', 'data/history/production/documents/company-1?revision=no-such-revision'),
    );
    expect(unknown.body.documents).toEqual([]);
  });
});

describe('the local Content Lake streams changes', () => {
  it('welcomes a listener, then sends each matching change with the whole new document', async () => {
    const listen = await harness.lake(
      'GET',
      `data/listen/production?query=${encodeURIComponent('*[_id in $ids]')}&%24ids=${encodeURIComponent('["job-1","drafts.job-1"]')}&effectFormat=mendoza`,
    );
    expect(listen.headers.get('content-type')).toContain('text/event-stream');
    const events = readEvents(listen, 2);
    await harness.lake('POST', 'data/mutate/production', {
      body: { mutations: [{ patch: { id: 'job-1', set: { title: 'Lead designer' } } }] },
    });
    const [welcome, mutation] = await events;
    expect(welcome?.event).toBe('welcome');
    expect(mutation).toMatchObject({
      event: 'mutation',
      data: {
        documentId: 'job-1',
        transition: 'update',
        identity: harness.editor.userId,
        effects: { apply: [0, expect.objectContaining({ title: 'Lead designer' })] },
      },
    });
    const data = mutation?.data as { resultRev: string; transactionId: string };
    expect(data.resultRev).toBe(data.transactionId);
  });

  it("gives each document's event only the mutations of that document, which the Studio replays", async () => {
    const listen = await harness.lake(
      'GET',
      `data/listen/production?query=${encodeURIComponent('*[_id in $ids]')}&%24ids=${encodeURIComponent('["job-1","drafts.job-1"]')}&effectFormat=mendoza`,
    );
    const events = readEvents(listen, 3);
    const draft = { _id: 'drafts.job-1', _type: 'jobOffer', title: 'Draft title' };
    await harness.lake('POST', 'data/mutate/production', {
      body: {
        mutations: [{ patch: { id: 'job-1', set: { title: 'Lead designer' } } }, { createOrReplace: draft }],
      },
    });
    const [, ...mutations] = await events;
    const byDocument = Object.fromEntries(
      mutations.map((event) => {
        const data = event?.data as { documentId: string; mutations: unknown[] };
        return [data.documentId, data.mutations];
      }),
    );
    expect(byDocument).toEqual({
      'job-1': [{ patch: { id: 'job-1', set: { title: 'Lead designer' } } }],
      'drafts.job-1': [{ createOrReplace: draft }],
    });
  });

  it('names the transaction as the result revision of a deletion, so the next event chains to it', async () => {
    const listen = await harness.lake(
      'GET',
      `data/listen/production?query=${encodeURIComponent('*[_id in $ids]')}&%24ids=${encodeURIComponent('["drafts.job-1"]')}&effectFormat=mendoza`,
    );
    const events = readEvents(listen, 2);
    await harness.lake('POST', 'data/mutate/production', {
      body: { mutations: [{ delete: { id: 'drafts.job-1' } }] },
    });
    const [, deletion] = await events;
    const data = deletion?.data as { resultRev: string; transactionId: string; transition: string };
    expect(data.transition).toBe('disappear');
    expect(data.resultRev).toBe(data.transactionId);
  });
});

describe('the local Content Lake keeps the live events stream open', () => {
  it('welcomes Presentation’s listener without the token (the stream carries no content)', async () => {
    const live = await harness.lake('GET', 'data/live/events/production?includeDrafts=true', {
      headers: { authorization: '' },
    });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    expect(await readEvents(live, 1)).toEqual([{ event: 'welcome', data: {} }]);
  });
});

describe('the local Content Lake stores uploaded images', () => {
  const upload = async (kind: 'images' | 'files', filename: string, bytes: Uint8Array, contentType: string) =>
    json(
      await harness.lake('POST', `assets/${kind}/production?filename=${filename}`, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      }),
    );

  it('keeps the file in the local asset store, where the image pipeline finds it', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#6b5bd6' } })
      .png()
      .toBuffer();
    const { status, body } = await upload('images', 'office.png', png, 'image/png');
    expect(status).toBe(200);
    expect(body.document).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      originalFilename: 'office.png',
      metadata: {
        dimensions: { width: 8, height: 6, aspectRatio: 8 / 6 },
        hasAlpha: false,
        isOpaque: true,
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
        palette: { dominant: { background: expect.stringMatching(/^#[0-9a-f]{6}$/), foreground: '#fff' } },
      },
    });
    // The placeholder is the image 20 px wide, in its colour.
    const placeholder = Buffer.from(body.document.metadata.lqip.split(',')[1], 'base64');
    expect((await sharp(placeholder).metadata()).width).toBe(20);
    const { dominant } = await sharp(placeholder).stats();
    expect(
      Math.abs(dominant.r - 0x6b) + Math.abs(dominant.g - 0x5b) + Math.abs(dominant.b - 0xd6),
    ).toBeLessThan(60);
    const translucent = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 250, g: 240, b: 20, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const glass = await upload('images', 'glass.png', translucent, 'image/png');
    expect(glass.body.document.metadata).toMatchObject({
      hasAlpha: true,
      isOpaque: false,
      palette: { dominant: { foreground: '#000' } },
    });
    const file = path.basename(body.document.path);
    expect(existsSync(path.join(harness.root, 'data', 'content', 'assets', file))).toBe(true);
    const { assetsDirFor } = await import('@/content/images/asset-store');
    const { parseTransform, transformAsset } = await import('@/content/images/transform');
    const image = await transformAsset(assetsDirFor(file), file, parseTransform(new URLSearchParams('w=4')));
    expect(image.contentType).toBe('image/webp');
    expect((await sharp(image.body).metadata()).width).toBe(4);
    const refused = await harness.lake('POST', 'assets/images/production', {
      body: new TextEncoder().encode('not an image'),
    });
    expect(refused.status).toBe(415);
  });

  it('refuses with 415 an image that does not decode, and keeps nothing of it', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const corrupt = Buffer.from(png);
    for (let index = 60; index < corrupt.length - 20; index++) corrupt[index] ^= 0x5a;
    const assets = path.join(harness.root, 'data', 'content', 'assets');
    const filesBefore = await readdir(assets).catch(() => []);
    const before = (await harness.dataset()).size;
    // A sound header with its pixels cut off, a damaged one, and a PNG signature with nothing after it.
    for (const bytes of [png.subarray(0, Math.floor(png.length * 0.6)), corrupt, png.subarray(0, 40)]) {
      const { status, body } = await upload('images', 'broken.png', bytes, 'image/png');
      expect(status).toBe(415);
      expect(JSON.stringify(body)).toMatch(/could not be decoded|must be PNG, JPEG, WebP or GIF/);
    }
    expect(await readdir(assets).catch(() => [])).toEqual(filesBefore);
    expect((await harness.dataset()).size).toBe(before);
  });

  it('keeps the type and extension of a text file it cannot tell from its bytes', async () => {
    const notes = new TextEncoder().encode('Interview notes\n');
    const { status, body } = await upload('files', 'notes.txt', notes, 'text/plain; charset=utf-8');
    expect(status).toBe(200);
    expect(body.document).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'txt',
      mimeType: 'text/plain',
      originalFilename: 'notes.txt',
    });
    expect(body.document.path).toMatch(/\.txt$/);
  });

  it('keeps nothing of an upload cut off midway, and says so', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const before = await harness.dataset().then((dataset) => dataset.size);
    const assets = path.join(harness.root, 'data', 'content', 'assets');
    const filesBefore = await readdir(assets).catch(() => []);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(png.subarray(0, png.length / 2)));
        controller.error(new Error('connection reset by peer'));
      },
    });
    const { status, body: answer } = await json(
      await harness.lake('POST', 'assets/images/production?filename=cut.png', {
        body,
        headers: { 'content-type': 'image/png', 'content-length': String(png.length) },
      }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain('The upload ended before it was complete');
    expect(await readdir(assets).catch(() => [])).toEqual(filesBefore);
    expect((await harness.dataset()).size).toBe(before);
  });
});

describe('the local Content Lake answers common clients as Sanity’s HTTP API does', () => {
  it('checks a dry-run mutation and answers as if it were done, writing nothing', async () => {
    const response = await harness.lake('POST', 'data/mutate/production?dryRun=true&returnDocuments=true', {
      body: { mutations: [{ patch: { id: 'company-1', set: { name: 'Dry run' } } }] },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.results).toEqual([
      { id: 'company-1', operation: 'update', document: expect.objectContaining({ name: 'Dry run' }) },
    ]);
    const stored = await harness.lake('GET', 'data/doc/production/company-1');
    expect((await stored.json()).documents[0].name).not.toBe('Dry run');
    const refused = await harness.lake('POST', 'data/mutate/production?dryRun=true', {
      body: { mutations: [{ create: { _id: 'company-1', _type: 'company' } }] },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.description).toContain('company-1');
  });

  it('checks a dry-run action without writing it', async () => {
    const response = await harness.lake('POST', 'data/actions/production', {
      body: {
        dryRun: true,
        actions: [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.company-1',
            publishedId: 'company-1',
            patch: { set: { name: 'Dry action' } },
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const draft = await harness.lake('GET', 'data/doc/production/drafts.company-1');
    expect(JSON.stringify(await draft.json())).not.toContain('Dry action');
  });

  it('reads published documents by default from API v2025-02-19 on, every document before', async () => {
    await harness.lake('POST', 'data/mutate/production', {
      body: {
        mutations: [
          { createOrReplace: { _id: 'perspective-check', _type: 'perspectiveCheck' } },
          { createOrReplace: { _id: 'drafts.perspective-check', _type: 'perspectiveCheck' } },
        ],
      },
    });
    const ids = async (apiVersion: string) => {
      const groq = encodeURIComponent('*[_type == "perspectiveCheck"]._id');
      const response = await harness.lake('GET', `data/query/production?query=${groq}`, { apiVersion });
      return ((await response.json()).result as string[]).sort();
    };
    expect(await ids('2025-02-19')).toEqual(['perspective-check']);
    expect(await ids('X')).toEqual(['perspective-check']);
    expect(await ids('2021-06-07')).toEqual(['drafts.perspective-check', 'perspective-check']);
    expect(await ids('1')).toEqual(['drafts.perspective-check', 'perspective-check']);
  });

  it('lists its dataset and exports every document as NDJSON', async () => {
    expect(await (await harness.lake('GET', 'datasets')).json()).toEqual([
      { name: 'production', aclMode: 'private', tags: [] },
    ]);
    const exported = await harness.lake('GET', 'data/export/production');
    expect(exported.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = (await exported.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((doc) => doc._id)).toEqual(
      expect.arrayContaining(['company-1', 'drafts.perspective-check', 'job-1']),
    );
  });
});
