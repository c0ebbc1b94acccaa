import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLakeHarness } from './lake-harness';
import { startLakeHttpServer } from './lake-http-server';

/**
 * A bundled server may load `@tribe/local-dataset` twice: the dataset throws the errors of one copy
 * and the lake knows the class of the other. Here the lake is given a second copy of the class, so
 * a refusal must be recognised by its brand to keep its status.
 */
vi.mock('@tribe/local-dataset', async () => {
  const actual = await vi.importActual<typeof import('@tribe/local-dataset')>('@tribe/local-dataset');
  const secondCopy = '../../packages/local-dataset/mutations.ts?second-copy';
  const copy: typeof import('../../packages/local-dataset/mutations') = await import(
    /* @vite-ignore */ secondCopy
  );
  return { ...actual, MutationError: copy.MutationError };
});
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let server: Awaited<ReturnType<typeof startLakeHttpServer>>;
let harness: Awaited<ReturnType<typeof createLakeHarness>>;

beforeAll(async () => {
  server = await startLakeHttpServer();
  vi.stubEnv('SITE_URL', server.origin);
  harness = await createLakeHarness();
});

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

async function post(endpoint: 'mutate' | 'actions', body: unknown) {
  const response = await fetch(`${server.origin}/v2025-02-19/data/${endpoint}/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${harness.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const mutate = (...mutations: unknown[]) => post('mutate', { mutations });
const act = (...actions: unknown[]) => post('actions', { actions });

/** Sanity's body for a refused transaction: a `mutationError` listing the refused mutation. */
const refusal = (type: string, description: string, fields: Record<string, unknown> = {}) => ({
  error: {
    type: 'mutationError',
    description: expect.stringContaining(description),
    items: [{ index: expect.any(Number), error: expect.objectContaining({ type, ...fields }) }],
  },
  message: expect.stringContaining(description),
});

describe('the local Content Lake answers ordinary conflicts with Sanity’s 4xx, over HTTP', () => {
  it('refuses a duplicate create, a stale revision and a patch of a missing document with 409', async () => {
    expect(await mutate({ create: { _id: 'company-1', _type: 'company' } })).toEqual({
      status: 409,
      body: refusal('documentAlreadyExistsError', 'company-1 already exists'),
    });
    expect(await mutate({ patch: { id: 'company-1', ifRevisionID: 'stale', set: { name: 'X' } } })).toEqual({
      status: 409,
      body: refusal('documentRevisionMismatchError', 'changed meanwhile'),
    });
    expect(await mutate({ patch: { id: 'nobody', set: { name: 'X' } } })).toEqual({
      status: 409,
      body: refusal('documentNotFoundError', 'nobody does not exist'),
    });
    expect((await harness.dataset()).getDocument('company-1')?.name).toBe('Datová továrna');
  });

  it('gives a create without an _id a new one, and refuses a replacement without one with 400', async () => {
    const created = await mutate({ create: { _type: 'company', name: 'Bez id' } });
    expect(created.status).toBe(200);
    const [{ id }] = created.body.results;
    expect((await harness.dataset()).getDocument(id)?.name).toBe('Bez id');
    const { status, body } = await mutate({ createOrReplace: { _type: 'company', name: 'Bez id' } });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'mutationError', description: expect.stringContaining('_id') });
  });

  it('refuses a create action for a draft that exists when asked to fail', async () => {
    const { status, body } = await act({
      actionType: 'sanity.action.document.create',
      publishedId: 'company-2',
      attributes: { _type: 'company', name: 'Again' },
      ifExists: 'fail',
    });
    expect(status).toBe(409);
    expect(body.error.items[0].error.type).toBe('documentAlreadyExistsError');
  });
});

describe('the local Content Lake keeps Sanity’s referential integrity', () => {
  it('refuses a strong reference to a missing document, and allows a weak one', async () => {
    const job = { _id: 'job-2', _type: 'jobOffer', title: 'Tester' };
    expect(await mutate({ create: { ...job, company: { _type: 'reference', _ref: 'company-9' } } })).toEqual({
      status: 409,
      body: refusal('documentReferenceDoesNotExistError', 'references non-existent document "company-9"', {
        id: 'job-2',
        referenceID: 'company-9',
      }),
    });
    expect((await harness.dataset()).getDocument('job-2')).toBeNull();
    const weak = await mutate({
      create: { ...job, company: { _type: 'reference', _ref: 'company-9', _weak: true } },
    });
    expect(weak.status).toBe(200);
  });

  it('lets a draft reference what is not published yet', async () => {
    const draft = await mutate({
      create: {
        _id: 'drafts.job-3',
        _type: 'jobOffer',
        company: { _type: 'reference', _ref: 'company-new' },
      },
    });
    expect(draft.status).toBe(200);
  });

  it('refuses to delete or unpublish a company a published offer references', async () => {
    const referenced = refusal(
      'documentHasExistingReferencesError',
      'cannot be deleted as there are references to it',
      {
        id: 'company-1',
        referencingIDs: ['job-1'],
      },
    );
    expect(await mutate({ delete: { id: 'company-1' } })).toEqual({ status: 409, body: referenced });
    expect(await act({ actionType: 'sanity.action.document.delete', publishedId: 'company-1' })).toEqual({
      status: 409,
      body: referenced,
    });
    expect(await act({ actionType: 'sanity.action.document.unpublish', publishedId: 'company-1' })).toEqual({
      status: 409,
      body: referenced,
    });
    expect((await harness.dataset()).getDocument('company-1')).not.toBeNull();
    expect((await harness.dataset()).getDocument('drafts.company-1')).toBeNull();
  });

  it('deletes a referenced company in the transaction that drops its last reference', async () => {
    const { status } = await mutate(
      { patch: { id: 'job-1', unset: ['company'] } },
      { delete: { id: 'company-1' } },
    );
    expect(status).toBe(200);
    expect((await harness.dataset()).getDocument('company-1')).toBeNull();
  });
});
