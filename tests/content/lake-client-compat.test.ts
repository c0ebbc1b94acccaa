import { ClientError, createClient, type SanityClient } from '@sanity/client';
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLakeHarness, readEvents } from '../lake/lake-harness';
import { startLakeHttpServer } from '../lake/lake-http-server';

/**
 * The local Content Lake driven by the real `@sanity/client` over HTTP, each call checked
 * against what Sanity documents for its HTTP API.
 */
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let server: Awaited<ReturnType<typeof startLakeHttpServer>>;
let harness: Awaited<ReturnType<typeof createLakeHarness>>;
let client: SanityClient;

const clientFor = (apiVersion: string, token = harness.token) =>
  createClient({
    projectId: 'tribelocal',
    dataset: 'production',
    apiHost: server.origin,
    useProjectHostname: false,
    useCdn: false,
    apiVersion,
    token,
  });

beforeAll(async () => {
  server = await startLakeHttpServer();
  vi.stubEnv('SITE_URL', server.origin);
  harness = await createLakeHarness();
  client = clientFor('2025-02-19');
});

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

interface EventStream<T> {
  subscribe(observer: { next: (event: T) => void; error: (error: unknown) => void }): { unsubscribe(): void };
}

/** The first `count` events of a stream; `act` runs once the stream has sent its first (the welcome). */
async function firstEvents<T>(events: EventStream<T>, count: number, act: () => Promise<unknown>) {
  const received: T[] = [];
  let subscription: { unsubscribe(): void } | undefined;
  const all = new Promise<T[]>((resolve, reject) => {
    subscription = events.subscribe({
      next: (event) => {
        received.push(event);
        if (received.length === 1) act().catch(reject);
        if (received.length === count) resolve(received);
      },
      error: reject,
    });
  });
  try {
    return await all;
  } finally {
    subscription?.unsubscribe();
  }
}

describe('queries through @sanity/client', () => {
  it('reads published documents by default from v2025-02-19, and raw ones before', async () => {
    const names = '*[_type == "company"] | order(_id) .name';
    expect(await client.fetch(names)).toEqual(['Datová továrna', 'Pixelhouse']);
    expect(await clientFor('2021-06-07').fetch(names)).toEqual([
      'Datová továrna',
      'Pixelhouse',
      'Pixelhouse (draft)',
    ]);
    expect(await client.fetch(names, {}, { perspective: 'drafts' })).toEqual([
      'Datová továrna',
      'Pixelhouse (draft)',
    ]);
    expect(await client.fetch(names, {}, { perspective: 'raw' })).toHaveLength(3);
    expect(await client.fetch('*[_id == $id][0].name', { id: 'company-1' })).toBe('Datová továrna');
  });

  it('answers the raw response with its sync tags, and leaves the query out on request', async () => {
    const raw = await client.fetch('*[_type == "company"]._id', {}, { filterResponse: false });
    expect(raw).toMatchObject({ query: '*[_type == "company"]._id', ms: expect.any(Number) });
    expect(raw.syncTags).toEqual([expect.stringMatching(/^s1:[\w-]+$/)]);
    const withoutQuery = await client.fetch('count(*)', {}, { filterResponse: false, returnQuery: false });
    expect(withoutQuery).not.toHaveProperty('query');
    expect(withoutQuery.result).toBeGreaterThan(0);
    // Sync tags came with the Live Content API, v2021-03-25.
    const old = await clientFor('2021-03-24').fetch('count(*)', {}, { filterResponse: false });
    expect(old).not.toHaveProperty('syncTags');
  });

  it('gets documents by id, and null for one that does not exist', async () => {
    expect(await client.getDocument('company-1')).toMatchObject({ _id: 'company-1', name: 'Datová továrna' });
    expect(await client.getDocument('nowhere')).toBeUndefined();
    const [found, missing] = await client.getDocuments(['company-2', 'nowhere']);
    expect(found).toMatchObject({ _id: 'company-2', name: 'Pixelhouse' });
    expect(missing).toBeNull();
  });

  it('throws a ClientError with the status and the lake’s description for a bad query', async () => {
    const error = await client.fetch('*[_type == ').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 400, message: expect.stringContaining('cannot be run') });
  });

  it('throws a 401 ClientError without a valid token', async () => {
    const error = await clientFor('2025-02-19', 'not-a-token')
      .fetch('count(*)')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 401, message: expect.stringContaining('signed-in editor') });
  });
});

describe('mutations through @sanity/client', () => {
  it('creates, replaces, patches and deletes, each answered as Sanity answers', async () => {
    const created = await client.create({ _id: 'company-9', _type: 'company', name: 'Nová' });
    expect(created).toMatchObject({
      _id: 'company-9',
      _type: 'company',
      name: 'Nová',
      _rev: expect.any(String),
    });
    const replaced = await client.createOrReplace({ _id: 'company-9', _type: 'company', name: 'Nová 2' });
    expect(replaced.name).toBe('Nová 2');
    const patched = await client
      .patch('company-9')
      .set({ employeesCount: 10 })
      .inc({ employeesCount: 5 })
      .commit();
    expect(patched).toMatchObject({ name: 'Nová 2', employeesCount: 15 });
    const deleted = await client.delete('company-9');
    expect(deleted).toMatchObject({ results: [{ id: 'company-9', operation: 'delete' }] });
    expect(await client.getDocument('company-9')).toBeUndefined();
  });

  it('commits a transaction as one, and refuses a patch on a changed revision with 409', async () => {
    const result = await client
      .transaction()
      .create({ _id: 'job-8', _type: 'jobOffer', title: 'Tester' })
      .patch('company-1', (patch) => patch.set({ city: 'Brno' }))
      .commit();
    expect(result.results.map(({ id, operation }) => [id, operation])).toEqual([
      ['job-8', 'create'],
      ['company-1', 'update'],
    ]);
    expect(await client.fetch('*[_id in ["job-8", "company-1"]]{_rev} ._rev')).toEqual([
      result.transactionId,
      result.transactionId,
    ]);
    const conflict = await client
      .patch('company-1')
      .ifRevisionId('an-old-revision')
      .set({ city: 'Praha' })
      .commit()
      .catch((caught: unknown) => caught);
    expect(conflict).toBeInstanceOf(ClientError);
    expect(conflict).toMatchObject({ statusCode: 409 });
    expect((await client.getDocument('company-1'))?.city).toBe('Brno');
  });

  it('answers a dry run like a commit and writes nothing', async () => {
    const answer = await client.mutate(
      [{ create: { _id: 'company-dry', _type: 'company', name: 'Zkouška' } }],
      {
        dryRun: true,
        returnDocuments: true,
      },
    );
    expect(answer).toMatchObject([{ _id: 'company-dry', name: 'Zkouška' }]);
    expect(await client.getDocument('company-dry')).toBeUndefined();
  });

  it('throws a 400 ClientError naming a mutation it cannot apply', async () => {
    const error = await client
      .patch('no-such-document')
      .set({ name: 'x' })
      .commit()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).statusCode).toBeGreaterThanOrEqual(400);
    expect((error as ClientError).statusCode).toBeLessThan(500);
    expect((error as ClientError).message).toMatch(/no-such-document/);
  });
});

describe('listening through @sanity/client', () => {
  it('welcomes the listener, then sends each matching mutation with its result', async () => {
    const events = client.listen('*[_type == "company"]', {}, { events: ['welcome', 'mutation'] });
    const [welcome, mutation] = await firstEvents(events, 2, () =>
      client.create({ _id: 'company-heard', _type: 'company', name: 'Slyšená' }),
    );
    expect(welcome).toMatchObject({ type: 'welcome', listenerName: expect.any(String) });
    expect(mutation).toMatchObject({
      type: 'mutation',
      documentId: 'company-heard',
      transition: 'appear',
      result: { _id: 'company-heard', name: 'Slyšená' },
    });
  });
});

describe('the Live Content API through @sanity/client', () => {
  const tagsOf = async (query: string, perspective: 'published' | 'drafts' = 'published') =>
    (await client.fetch(query, {}, { filterResponse: false, perspective })).syncTags ?? [];

  it('names, for each change, the tags of the queries it affects and of no query it cannot', async () => {
    const companies = await tagsOf('*[_type == "company"]{name}');
    const jobs = await tagsOf('*[_type == "jobOffer"]{title}');
    const jobsWithCompanies = await tagsOf('*[_type == "jobOffer"]{title, company->{name}}');
    const anything = await tagsOf('*[defined(name)]');
    const events = client.live.events();
    const [welcome, message] = await firstEvents(events, 2, () =>
      client.patch('company-2').set({ name: 'Pixelhouse s.r.o.' }).commit(),
    );
    expect(welcome).toMatchObject({ type: 'welcome' });
    expect(message).toMatchObject({ type: 'message', id: expect.any(String), tags: expect.any(Array) });
    const tags = (message as { tags: string[] }).tags;
    // Every query that reads companies, directly or through a reference, is told; the job list is not.
    for (const tag of [...companies, ...jobsWithCompanies, ...anything]) expect(tags).toContain(tag);
    for (const tag of jobs) expect(tags).not.toContain(tag);
    // A client refetching on its tags sees the change.
    expect(await client.fetch('*[_id == "company-2"][0].name')).toBe('Pixelhouse s.r.o.');
  });

  it('tells changes to drafts only to a stream that includes drafts', async () => {
    const published = client.live.events();
    const withDrafts = client.live.events({ includeDrafts: true });
    const draftEdit = () => client.patch('drafts.company-2').set({ name: 'Koncept' }).commit();
    const publishedEdit = () => client.patch('company-1').set({ name: 'Datová továrna a.s.' }).commit();
    const [, first] = await firstEvents(published, 2, async () => {
      const draft = await draftEdit();
      const edit = await publishedEdit();
      return [draft, edit];
    });
    const draftTransaction = (await client.getDocument('drafts.company-2'))?._rev;
    expect((first as { id: string }).id).not.toBe(draftTransaction);
    expect((first as { id: string }).id).toBe((await client.getDocument('company-1'))?._rev);
    const [, draftMessage] = await firstEvents(withDrafts, 2, () =>
      client.patch('drafts.company-2').set({ name: 'Koncept 2' }).commit(),
    );
    expect(draftMessage).toMatchObject({
      type: 'message',
      id: (await client.getDocument('drafts.company-2'))?._rev,
    });
  });

  it('asks a client resuming from an event it cannot replay to restart', async () => {
    const resumed = await harness.lake('GET', 'data/live/events/production', {
      headers: { 'last-event-id': 'an-event-before-this-process' },
    });
    const events = await readEvents(resumed, 2);
    expect(events.map(({ event }) => event)).toEqual(['welcome', 'restart']);
  });
});

describe('assets through @sanity/client', () => {
  it('uploads an image with Sanity’s metadata, loadable from its url', async () => {
    const halves = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#1d4ed8' } })
      .composite([
        {
          input: await sharp({ create: { width: 30, height: 40, channels: 3, background: '#facc15' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .removeAlpha()
      .png()
      .toBuffer();
    const asset = await client.assets.upload('image', halves, { filename: 'flag.png' });
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'flag.png',
      metadata: {
        dimensions: { width: 60, height: 40, aspectRatio: 1.5 },
        hasAlpha: false,
        isOpaque: true,
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
        blurHash: expect.any(String),
        palette: {
          dominant: { background: expect.stringMatching(/^#[0-9a-f]{6}$/) },
          vibrant: {
            background: expect.stringMatching(/^#[0-9a-f]{6}$/),
            foreground: expect.stringMatching(/^#(000|fff)$/),
            title: expect.stringMatching(/^#(000|fff)$/),
            population: expect.any(Number),
          },
        },
      },
    });
    // Sanity's BlurHash has 4 × 3 components: 4 + 2 × 12 characters.
    expect(isBlurhashValid(asset.metadata.blurHash as string)).toEqual({ result: true });
    expect(asset.metadata.blurHash).toHaveLength(28);
    // The two colours of the image are among the swatches.
    const backgrounds = Object.values(asset.metadata.palette ?? {})
      .filter((swatch) => typeof swatch === 'object' && swatch !== null)
      .map((swatch) => (swatch as { background: string }).background);
    const near = (hex: string, [r, g, b]: number[]) => {
      const value = Number.parseInt(hex.slice(1), 16);
      return (
        Math.abs((value >> 16) - r) + Math.abs(((value >> 8) & 255) - g) + Math.abs((value & 255) - b) < 60
      );
    };
    expect(backgrounds.some((hex) => near(hex, [0x1d, 0x4e, 0xd8]))).toBe(true);
    expect(backgrounds.some((hex) => near(hex, [0xfa, 0xcc, 0x15]))).toBe(true);
    expect(asset.url).toBe(`${server.origin}/content-images/${asset.path}`);
    const image = await fetch(`${asset.url}?w=30`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(30);
  });

  it('uploads a file with its type and extension, served from its url and downloaded with ?dl', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asset = await client.assets.upload('file', pdf, {
      filename: 'životopis.pdf',
      contentType: 'application/pdf',
    });
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      mimeType: 'application/pdf',
      extension: 'pdf',
      originalFilename: 'životopis.pdf',
      url: `${server.origin}/content-images/${asset.path}`,
    });
    const shown = await fetch(asset.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(pdf);
    const download = await fetch(`${asset.url}?dl=`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="_ivotopis.pdf"; filename*=UTF-8''${encodeURIComponent('životopis.pdf')}`,
    );
    const named = await fetch(`${asset.url}?dl=cv.pdf`);
    expect(named.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);
  });

  it('serves an uploaded video inline and in byte ranges, so a player can seek', async () => {
    const clip = Buffer.concat([
      Buffer.from('1a45dfa3', 'hex'),
      Buffer.from('4282847765626d', 'hex'),
      Buffer.alloc(1000, 7),
    ]);
    const asset = await client.assets.upload('file', clip, {
      filename: 'dilna.webm',
      contentType: 'video/webm',
    });
    expect(asset).toMatchObject({ mimeType: 'video/webm', extension: 'webm' });
    const whole = await fetch(asset.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toBeNull();
    const part = await fetch(asset.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(clip.subarray(100, 200));
    const tail = await fetch(asset.url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(clip.subarray(clip.length - 10));
    const rest = await fetch(asset.url, { headers: { range: `bytes=${clip.length - 5}-` } });
    expect(rest.headers.get('content-range')).toBe(
      `bytes ${clip.length - 5}-${clip.length - 1}/${clip.length}`,
    );
    const past = await fetch(asset.url, { headers: { range: `bytes=${clip.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${clip.length}`);
  });

  it('serves WebVTT captions as text/vtt', async () => {
    const vtt = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nRanní směna\n');
    const asset = await client.assets.upload('file', vtt, {
      filename: 'titulky.vtt',
      contentType: 'text/vtt',
    });
    const served = await fetch(asset.url);
    expect(served.headers.get('content-type')).toBe('text/vtt');
    expect(await served.text()).toBe(vtt.toString());
  });

  it('never shows an uploaded page inline on the site’s origin', async () => {
    const page = new TextEncoder().encode('<script>alert(document.cookie)</script>');
    const asset = await client.assets.upload('file', Buffer.from(page), {
      filename: 'page.html',
      contentType: 'text/html',
    });
    expect(asset).toMatchObject({ mimeType: 'text/html', extension: 'html' });
    const served = await fetch(asset.url);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a file it does not hold', async () => {
    const missing = await fetch(
      `${server.origin}/content-images/files/tribelocal/production/${'0'.repeat(40)}.pdf`,
    );
    expect(missing.status).toBe(404);
  });
});

describe('datasets and export through @sanity/client', () => {
  it('lists the one dataset', async () => {
    expect(await client.datasets.list()).toEqual([{ name: 'production', aclMode: 'private', tags: [] }]);
  });

  it('exports every document, drafts included, as NDJSON', async () => {
    const response = await fetch(client.getUrl(client.getDataUrl('export')), {
      headers: { authorization: `Bearer ${harness.token}` },
    });
    expect(response.status).toBe(200);
    const ids = (await response.text())
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { _id: string })._id);
    expect(ids).toEqual(expect.arrayContaining(['company-1', 'company-2', 'drafts.company-2', 'job-1']));
  });
});

/** The error a call fails with (the test fails if it succeeds). */
async function failureOf(call: Promise<unknown>): Promise<ClientError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (caught: unknown) => ({ caught }),
  );
  if (!('caught' in outcome)) throw new Error(`Expected a failure, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.caught).toBeInstanceOf(ClientError);
  return outcome.caught as ClientError;
}

const errorBody = (error: ClientError) => (error.response.body as { error: Record<string, unknown> }).error;

describe('GROQ through @sanity/client', () => {
  beforeAll(async () => {
    const notes = [
      { _id: 'note-1', title: 'coffee and tea', body: 'morning', rank: 3 },
      { _id: 'note-2', title: 'coffee only', body: 'evening', rank: 1 },
      { _id: 'note-3', title: 'tea only', body: 'coffee later', rank: 2 },
      { _id: 'note-4', title: 'water', body: 'plain', rank: 4 },
    ];
    const transaction = client.transaction();
    for (const note of notes) transaction.createOrReplace({ _type: 'note', ...note });
    transaction.createOrReplace({
      _id: 'drafts.note-2',
      _type: 'note',
      title: 'coffee only (draft)',
      rank: 1,
    });
    await transaction.commit();
  });

  it('passes parameters of every JSON type', async () => {
    const query = '*[_type == $type && rank >= $min && _id in $ids && defined($flag)] | order(rank) ._id';
    expect(
      await client.fetch(query, { type: 'note', min: 2, ids: ['note-1', 'note-3', 'note-4'], flag: true }),
    ).toEqual(['note-3', 'note-1', 'note-4']);
    expect(await client.fetch('$object.name', { object: { name: 'Ada' } })).toBe('Ada');
  });

  it('refuses a query reading a parameter it was not given with 400 queryParseError and its span', async () => {
    const query = '*[_type == "note" && title == $title]';
    const error = await failureOf(client.fetch(query, {}));
    expect(error.statusCode).toBe(400);
    expect(errorBody(error)).toMatchObject({
      type: 'queryParseError',
      description: 'param $title referenced, but not provided',
      start: query.indexOf('$title'),
      end: query.indexOf('$title') + '$title'.length,
    });
    // A `$` inside a string is no parameter.
    expect(await client.fetch('*[_type == "note" && title == "$title"]')).toEqual([]);
  });

  it('sends a query too long for a URL by POST, with its parameters and perspective', async () => {
    const ignored = Array.from({ length: 900 }, (_, index) => `"ignored-${index}"`).join(', ');
    const query = `*[_type == $type && rank <= 2 && !(_id in [${ignored}])] | order(rank) .title`;
    expect(query.length).toBeGreaterThan(11264);
    expect(await client.fetch(query, { type: 'note' }, { perspective: 'drafts' })).toEqual([
      'coffee only (draft)',
      'tea only',
    ]);
    expect(await client.fetch(query, { type: 'note' })).toEqual(['coffee only', 'tea only']);
  });

  it('reads a release stack as drafts over published', async () => {
    const titles = '*[_type == "note" && rank <= 2] | order(rank) .title';
    expect(await client.fetch(titles, {}, { perspective: ['a-release', 'drafts'] })).toEqual([
      'coffee only (draft)',
      'tea only',
    ]);
  });

  it('orders and pages results', async () => {
    const ordered = '*[_type == "note"] | order(rank desc)';
    expect(await client.fetch(`${ordered}[0...2]._id`)).toEqual(['note-4', 'note-1']);
    expect(await client.fetch(`${ordered}[2..3]._id`)).toEqual(['note-3', 'note-2']);
    expect(await client.fetch(`${ordered}[0]._id`)).toBe('note-4');
    expect(await client.fetch('count(*[_type == "note"])')).toBe(4);
  });

  it('follows references in joins, forward and back', async () => {
    expect(await client.fetch('*[_id == "job-1"][0]{title, "company": company->_id}')).toEqual({
      title: 'Designer',
      company: 'company-1',
    });
    expect(
      await client.fetch('*[_id == "company-1"][0]{"jobs": *[_type == "jobOffer" && references(^._id)]._id}'),
    ).toMatchObject({ jobs: expect.arrayContaining(['job-1']) });
  });

  it('searches with text::query, from a parameter or a literal, leaving out negated terms', async () => {
    const search = (match: string, params: Record<string, unknown> = {}) =>
      client.fetch(`*[_type == "note" && ${match}] | order(_id) ._id`, params);
    expect(await search('title match text::query($q)', { q: 'coffee' })).toEqual(['note-1', 'note-2']);
    expect(await search('title match text::query("coffee -tea")')).toEqual(['note-2']);
    expect(await search('title match text::query($q)', { q: '-coffee' })).toEqual(['note-3', 'note-4']);
    expect(await search('[title, body] match text::query($q)', { q: 'coffee -only' })).toEqual(['note-1']);
  });
});

describe('mutation options and ids through @sanity/client', () => {
  const mutateRaw = (body: Record<string, unknown>, query: Record<string, string> = {}) =>
    client.request<{
      transactionId: string;
      results: { id: string; operation: string; document?: unknown }[];
    }>({
      method: 'POST',
      uri: '/data/mutate/production',
      body,
      query,
    });

  it('writes nothing on a dry run given in the body, answering as a commit would', async () => {
    const answer = await mutateRaw(
      {
        mutations: [{ create: { _id: 'company-dry-body', _type: 'company', name: 'Zkouška' } }],
        dryRun: true,
      },
      { returnDocuments: 'true' },
    );
    expect(answer.results).toEqual([
      { id: 'company-dry-body', operation: 'create', document: expect.objectContaining({ name: 'Zkouška' }) },
    ]);
    expect(await client.getDocument('company-dry-body')).toBeUndefined();
  });

  it('returns documents only when asked, and the ids otherwise', async () => {
    const ids = await client.create(
      { _id: 'note-ids', _type: 'note', title: 'x' },
      { returnDocuments: false },
    );
    expect(ids).toMatchObject({ transactionId: expect.any(String), documentId: 'note-ids' });
    const raw = await mutateRaw({ mutations: [{ patch: { id: 'note-ids', set: { title: 'y' } } }] });
    expect(raw.results).toEqual([{ id: 'note-ids', operation: 'update' }]);
  });

  it('commits under the transaction id the client chooses, with any visibility', async () => {
    for (const visibility of ['sync', 'async', 'deferred'] as const) {
      const transactionId = `tx-${visibility}`;
      const result = await client
        .transaction()
        .createOrReplace({ _id: `note-${visibility}`, _type: 'note', title: visibility })
        .commit({ transactionId, visibility });
      expect(result.transactionId).toBe(transactionId);
      expect((await client.getDocument(`note-${visibility}`))?._rev).toBe(transactionId);
    }
  });

  it('gives array items without a key a new _key with autoGenerateArrayKeys, and only then', async () => {
    const created = await client.create(
      { _id: 'note-keys', _type: 'note', tags: [{ label: 'a' }, { _key: 'kept', label: 'b' }] },
      { autoGenerateArrayKeys: true },
    );
    expect(created.tags).toEqual([
      { _key: expect.stringMatching(/^\w{6,}$/), label: 'a' },
      { _key: 'kept', label: 'b' },
    ]);
    const inserted = await client
      .patch('note-keys')
      .insert('after', 'tags[-1]', [{ label: 'c', links: [{ href: '/x' }] }])
      .commit({ autoGenerateArrayKeys: true });
    expect(inserted.tags[2]).toEqual({
      _key: expect.any(String),
      label: 'c',
      links: [{ _key: expect.any(String), href: '/x' }],
    });
    const plain = await client.create({ _id: 'note-no-keys', _type: 'note', tags: [{ label: 'a' }] });
    expect(plain.tags).toEqual([{ label: 'a' }]);
  });

  it('refuses an invalid document id with 400, and makes ids for a create without one or with a prefix', async () => {
    for (const id of ['bad.', '-dash', 'a.-b', 'space d', 'x'.repeat(129), 'a..b']) {
      const error = await failureOf(client.mutate([{ createOrReplace: { _id: id, _type: 'note' } }]));
      expect(error.statusCode, id).toBe(400);
      expect(errorBody(error)).toMatchObject({
        type: 'mutationError',
        items: [{ index: 0, error: { type: 'invalidDocumentIdError', id } }],
      });
      expect(await client.fetch('count(*[_id == $id])', { id }), id).toBe(0);
    }
    const numeric = await failureOf(
      client.mutate([{ create: { _id: 42 as unknown as string, _type: 'note' } }]),
    );
    expect(numeric.statusCode).toBe(400);
    expect(errorBody(numeric)).toMatchObject({ items: [{ error: { type: 'invalidDocumentIdError' } }] });
    const generated = await client.create({ _type: 'note', title: 'no id' });
    expect(generated._id).toMatch(/^[\w-]{8,}$/);
    expect(await client.getDocument(generated._id)).toMatchObject({ title: 'no id' });
    const prefixed = await client.create({ _id: 'imports.', _type: 'note' });
    expect(prefixed._id).toMatch(/^imports\.[\w-]{8,}$/);
    expect(await client.fetch('*[_id in path("imports.*")]._id')).toEqual([prefixed._id]);
  });

  it('applies each patch operation as Sanity does', async () => {
    await client.createOrReplace({
      _id: 'note-patch',
      _type: 'note',
      title: 'hello world',
      count: 10,
      gone: true,
      list: ['a', 'c'],
    });
    const patched = await client
      .patch('note-patch')
      .setIfMissing({ title: 'ignored', subtitle: 'added' })
      .unset(['gone'])
      .inc({ count: 5 })
      .dec({ count: 2 })
      .insert('before', 'list[1]', ['b'])
      .diffMatchPatch({ title: '@@ -1,5 +1,5 @@\n-hello\n+HELLO\n' })
      .commit();
    expect(patched).toMatchObject({
      title: 'HELLO world',
      subtitle: 'added',
      count: 13,
      list: ['a', 'b', 'c'],
    });
    expect(patched).not.toHaveProperty('gone');
  });

  it('creates a document only if missing, and deletes by query', async () => {
    await client.createIfNotExists({ _id: 'note-patch', _type: 'note', title: 'never' });
    expect((await client.getDocument('note-patch'))?.title).toBe('HELLO world');
    await client.create({ _id: 'scratch-1', _type: 'scratch' });
    await client.create({ _id: 'scratch-2', _type: 'scratch' });
    const deleted = await client.delete({ query: '*[_type == $type]', params: { type: 'scratch' } });
    expect(deleted.results.map(({ id }) => id).sort()).toEqual(['scratch-1', 'scratch-2']);
    expect(await client.fetch('count(*[_type == "scratch"])')).toBe(0);
  });

  it('refuses creating a document that exists with 409 documentAlreadyExistsError', async () => {
    const error = await failureOf(client.create({ _id: 'note-patch', _type: 'note' }));
    expect(error.statusCode).toBe(409);
    expect(errorBody(error)).toMatchObject({
      items: [{ index: 0, error: { type: 'documentAlreadyExistsError', id: 'note-patch' } }],
    });
  });
});

describe('document actions through @sanity/client', () => {
  const raw = (id: string) => client.getDocument(id);

  it('creates, edits, publishes, unpublishes, discards and deletes as the Studio does', async () => {
    await client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'note-act',
      attributes: { _id: 'drafts.note-act', _type: 'note', title: 'Návrh' },
      ifExists: 'fail',
    });
    expect(await raw('drafts.note-act')).toMatchObject({ title: 'Návrh' });
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.note-act',
      publishedId: 'note-act',
      patch: { set: { title: 'Návrh 2' } },
    });
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.note-act',
      publishedId: 'note-act',
    });
    expect(await raw('note-act')).toMatchObject({ title: 'Návrh 2' });
    expect(await raw('drafts.note-act')).toBeUndefined();
    await client.action({
      actionType: 'sanity.action.document.unpublish',
      publishedId: 'note-act',
      draftId: 'drafts.note-act',
    });
    expect(await raw('note-act')).toBeUndefined();
    expect(await raw('drafts.note-act')).toMatchObject({ title: 'Návrh 2' });
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.note-act' });
    expect(await raw('drafts.note-act')).toBeUndefined();
    await client.createOrReplace({ _id: 'note-act', _type: 'note', title: 'again' });
    await client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'note-act',
      includeDrafts: [],
    });
    expect(await raw('note-act')).toBeUndefined();
  });

  it('writes nothing on a dry run, and refuses a publish of a changed draft with 409', async () => {
    const create = {
      actionType: 'sanity.action.document.create',
      publishedId: 'note-act-dry',
      attributes: { _id: 'drafts.note-act-dry', _type: 'note', title: 'dry' },
      ifExists: 'fail',
    } as const;
    await client.action(create, { dryRun: true });
    expect(await raw('drafts.note-act-dry')).toBeUndefined();
    await client.action(create);
    const error = await failureOf(
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.note-act-dry',
        publishedId: 'note-act-dry',
        ifDraftRevisionId: 'an-old-revision',
      }),
    );
    expect(error.statusCode).toBe(409);
    expect(await raw('note-act-dry')).toBeUndefined();
  });
});

describe('listening and history through @sanity/client', () => {
  it('tells a listener of updates and of deletions, with their transitions', async () => {
    await client.createOrReplace({ _id: 'note-heard', _type: 'note', title: 'one' });
    const events = client.listen('*[_id == "note-heard"]', {}, { events: ['welcome', 'mutation'] });
    const [, update, deletion] = await firstEvents(events, 3, async () => {
      await client.patch('note-heard').set({ title: 'two' }).commit();
      await client.delete('note-heard');
    });
    expect(update).toMatchObject({ type: 'mutation', transition: 'update', result: { title: 'two' } });
    expect(deletion).toMatchObject({ type: 'mutation', transition: 'disappear', documentId: 'note-heard' });
  });

  it('reads a document as it was at an earlier revision', async () => {
    const first = await client.createOrReplace({ _id: 'note-history', _type: 'note', title: 'first' });
    await client.patch('note-history').set({ title: 'second' }).commit();
    const { documents } = await client.request<{ documents: { title: string }[] }>({
      uri: '/data/history/production/documents/note-history',
      query: { revision: first._rev },
    });
    expect(documents).toEqual([expect.objectContaining({ _id: 'note-history', title: 'first' })]);
    const transactions = await client.request<string>({
      uri: '/data/history/production/transactions/note-history',
      query: { excludeContent: 'true' },
    });
    const lines = String(transactions)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map(({ id }: { id: string }) => id)).toContain(first._rev);
  });
});

describe('a signed-out Studio through @sanity/client', () => {
  const anonymous = () => clientFor('2025-02-19').withConfig({ token: undefined, withCredentials: false });

  it('lists the site’s sign-in as the provider, without a token', async () => {
    const answer = await anonymous().request<{ providers: { name: string; title: string; url: string }[] }>({
      url: '/auth/providers',
    });
    expect(answer.providers).toEqual([{ name: 'tribe', title: 'Tribe', url: `${server.origin}/studio` }]);
  });

  it('answers users/me with nobody for a caller without a token, and 401 for a stale token', async () => {
    expect(await anonymous().request({ url: '/users/me' })).toEqual({});
    const stale = await failureOf(
      clientFor('2025-02-19', 'a-signed-out-token').request({ url: '/users/me' }),
    );
    expect(stale.statusCode).toBe(401);
    // The content itself still needs a token.
    expect((await failureOf(anonymous().fetch('count(*)'))).statusCode).toBe(401);
  });
});
