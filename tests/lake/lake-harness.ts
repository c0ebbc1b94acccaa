import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { seedEmbeddedDatabase } from '../support/embedded-database';

/**
 * A local lake on a fresh dataset of its own: sets the content folders before the store loads,
 * and sends Studio-shaped requests straight to the lake's handler, as its front does.
 */
export async function createLakeHarness() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-lake-'));
  const source = path.join(root, 'source');
  await mkdir(path.join(source, 'assets'), { recursive: true });
  const documents = [
    {
      _id: 'company-1',
      _type: 'company',
      _rev: 'r1',
      name: 'Datová továrna',
      slug: { _type: 'slug', current: 'datova-tovarna' },
    },
    {
      _id: 'company-2',
      _type: 'company',
      _rev: 'r2',
      name: 'Pixelhouse',
      slug: { _type: 'slug', current: 'pixelhouse' },
    },
    {
      _id: 'drafts.company-2',
      _type: 'company',
      _rev: 'r3',
      name: 'Pixelhouse (draft)',
      slug: { _type: 'slug', current: 'pixelhouse' },
    },
    {
      _id: 'job-1',
      _type: 'jobOffer',
      _rev: 'r4',
      title: 'Designer',
      company: { _type: 'reference', _ref: 'company-1' },
    },
  ];
  await writeFile(
    path.join(source, 'dataset.ndjson'),
    `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
  );
  vi.stubEnv('CONTENT_DIR', source);
  vi.stubEnv('CONTENT_DATA_DIR', path.join(root, 'data', 'content'));
  vi.stubEnv('DATA_DIR', path.join(root, 'data'));
  await seedEmbeddedDatabase(path.join(root, 'data'));
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
  const { handleLakeRequest } = await import('@/content/local-lake');
  const { platformEnv } = await import('@/server/env');
  const { localDataset } = await import('@/content/local-dataset');
  const env = platformEnv();
  const editor = await signedInEditor(`editor-${randomUUID().slice(0, 8)}@tribe.test`);
  const token = editor.token;

  /** One request as the Studio sends it through the front: `/v2025-02-19/...` with its token and origin. */
  function lake(
    method: string,
    pathAndQuery: string,
    {
      body,
      headers,
      apiVersion = '2025-02-19',
      peerAddress = '127.0.0.1',
    }: { body?: unknown; headers?: Record<string, string>; apiVersion?: string; peerAddress?: string } = {},
  ): Promise<Response> {
    const url = new URL(`/v${apiVersion}/${pathAndQuery}`, env.siteOrigin);
    const segments = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const raw = body instanceof Uint8Array || body instanceof ReadableStream;
    const request = new Request(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: env.siteOrigin,
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : body instanceof ReadableStream
            ? body
            : raw
              ? new Blob([body as Uint8Array<ArrayBuffer>])
              : JSON.stringify(body),
      duplex: 'half',
    } as RequestInit);
    return handleLakeRequest(request, segments, peerAddress);
  }

  return { root, lake, env, token, editor, dataset: localDataset, signedInEditor };
}

/**
 * A person signed in with a verified address (a user and a session row, as the sign-in leaves
 * them), granted `role` unless null, with a lake token minted for that session.
 */
export async function signedInEditor(email: string, role: 'editor' | 'admin' | null = 'editor') {
  const { getDatabase } = await import('@/server/db');
  const { session, user } = await import('@/server/db/schema');
  const { grantEditorRole } = await import('@/server/editors/editor-roles');
  const { mintLakeToken } = await import('@/server/editors/lake-tokens');
  const db = await getDatabase();
  const userId = randomUUID();
  const sessionId = randomUUID();
  await db.insert(user).values({ id: userId, name: 'Eva', surname: 'Editorová', email, emailVerified: true });
  await db.insert(session).values({
    id: sessionId,
    token: randomUUID(),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  if (role) await grantEditorRole(email, role, 'test');
  return { userId, sessionId, email, token: await mintLakeToken(sessionId, userId) };
}

/** Reads server-sent events from a stream until `count` events arrived. */
export async function readEvents(response: Response, count: number) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: unknown }[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

/** A person signed in as a member (`owner` unless told) of a company, with a lake token of their session. */
export async function signedInMember(companyId: string, role: 'owner' | 'recruiter' = 'owner') {
  const { getDatabase } = await import('@/server/db');
  const { companyMember } = await import('@/server/db/schema');
  const person = await signedInEditor(`member-${randomUUID().slice(0, 8)}@firma.test`, null);
  await (await getDatabase()).insert(companyMember).values({ companyId, userId: person.userId, role });
  return person;
}
