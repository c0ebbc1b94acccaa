import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatePlatform } from '../platform/support/platform-env';
import { closeServer } from '../support/close-server';

isolatePlatform();

type Multipart = typeof import('@/platform/applications/multipart');
let readMultipartForm: Multipart['readMultipartForm'];
let cleanFileName: typeof import('@/platform/applications/cv-file-name').cleanFileName;
let toErrorResponse: typeof import('@/server/http/errors').toErrorResponse;
let incoming: string;

beforeAll(async () => {
  incoming = await mkdtemp(path.join(os.tmpdir(), 'tribe-incoming-'));
  ({ readMultipartForm } = await import('@/platform/applications/multipart'));
  ({ cleanFileName } = await import('@/platform/applications/cv-file-name'));
  ({ toErrorResponse } = await import('@/server/http/errors'));
});

afterAll(() => rm(incoming, { recursive: true, force: true }));

const BOUNDARY = 'tribe-boundary';
const part = (name: string, value: string, fileName?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName === undefined ? '' : `; filename="${fileName}"`
  }\r\n${fileName === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n${value}\r\n`;

/** The answer to a multipart body read in process (the error as the API sends it). */
async function read(body: string) {
  const request = new Request('http://localhost/api/user/applications', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `${body}--${BOUNDARY}--\r\n`,
  });
  try {
    const form = await readMultipartForm(request, incoming);
    if (form.file) await rm(form.file.path, { force: true });
    return { status: 200, form };
  } catch (error) {
    const response = toErrorResponse(error);
    return { status: response.status, error: (await response.json()).error };
  }
}

describe('multipart field names', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a field named %s with a 400 naming it',
    async (name) => {
      for (const body of [
        part(name, 'x'),
        part(name, 'x', 'cv.pdf'),
        `${part('locale', 'en')}${part(name, '{}')}`,
      ]) {
        const answer = await read(body);
        expect(answer).toMatchObject({ status: 400, error: { code: 'invalid_field_name', field: name } });
      }
      expect(await readdir(incoming)).toEqual([]);
    },
  );
});

describe('CV file names', () => {
  it('lose bidirectional controls, directional marks and control characters, wherever they are', () => {
    const invisible = fc.constantFrom(
      ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u2028\u2029\u0000\u0007\u001b\u007f\u0085\t\n\r',
    );
    const name = fc
      .array(fc.oneof(invisible, fc.string({ maxLength: 4 })), { maxLength: 20 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(name, (raw) => {
        const cleaned = cleanFileName(raw);
        expect(cleaned).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2028\u2029"/\\]/u);
        expect(cleaned.length).toBeGreaterThan(0);
        expect(cleaned.length).toBeLessThanOrEqual(150);
      }),
      { numRuns: 1000 },
    );
  });

  it('keep what the name says: the right-to-left trick no longer hides the real extension', async () => {
    expect(cleanFileName('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(cleanFileName('\u2067Jana\u2069 Nováková – CV.pdf')).toBe('Jana Nováková – CV.pdf');
    const answer = await read(part('cv', '%PDF-1.4', 'resume\u202Efdp.exe'));
    expect(answer.status).toBe(200);
    expect(answer.form?.file?.fileName).toBe('resumefdp.exe');
  });
});

/**
 * A server that hands the request body over as Next.js does (the Node request as the web
 * Request's body) and answers with what the multipart reader makes of it.
 */
async function multipartServer() {
  const server = http.createServer(async (incomingRequest, outgoing) => {
    const request = new Request(`http://localhost${incomingRequest.url}`, {
      method: incomingRequest.method,
      headers: incomingRequest.headers as Record<string, string>,
      body: incomingRequest as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    let response: Response;
    try {
      const { file } = await readMultipartForm(request, incoming);
      if (file) await rm(file.path, { force: true });
      response = Response.json({ bytes: file?.bytes });
    } catch (error) {
      response = toErrorResponse(error);
    }
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const LIMIT = 10 * 1024 * 1024;

/**
 * Streams a CV of `fileBytes` in 256 KiB pieces, waiting for the socket as a client on a slow line
 * does, and reads the answer only when everything is sent, as many clients do. `cutShort` says
 * whether the answer came before the client had written the whole body (the server stopped reading).
 */
async function sendLargeCv(port: number, fileBytes: number, framing: 'chunked' | 'length') {
  // The CV part's headers and the start of a PDF; its bytes follow, then the closing boundary.
  const head = '%PDF-1.4\n';
  const cvBytes = fileBytes - head.length;
  const opening = Buffer.from(part('locale', 'en') + part('cv', head, 'cv.pdf').replace(/\r\n$/, ''));
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const total = opening.length + cvBytes + closing.length;
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => {
    answer += data.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const failure = new Promise<string>((resolve) => socket.on('error', (error) => resolve(error.message)));
  const write = async (bytes: Buffer) => {
    const framed =
      framing === 'chunked'
        ? [Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]
        : [bytes];
    for (const piece of framed) {
      if (socket.destroyed) return;
      if (!socket.write(piece))
        await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
  };
  socket.write(
    `POST /api/user/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${
      framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`
    }\r\n\r\n`,
  );
  await write(opening);
  const piece = Buffer.alloc(256 * 1024, 0x20);
  for (let sent = 0; sent < cvBytes && !socket.destroyed; sent += piece.length) {
    await write(piece.subarray(0, Math.min(piece.length, cvBytes - sent)));
  }
  await write(closing);
  if (framing === 'chunked' && !socket.destroyed) socket.write('0\r\n\r\n');
  const cutShort = answer !== '' || socket.destroyed;
  const deadline = Date.now() + 5_000;
  while (!answer.includes('}') && Date.now() < deadline && !socket.destroyed)
    await new Promise((resolve) => setTimeout(resolve, 20));
  socket.destroy();
  return {
    answer,
    cutShort,
    failed: await Promise.race([failure, Promise.resolve('')]),
  };
}

describe('a CV past the size limit', () => {
  it.each([
    // Ten times the limit: a client on a busy machine may write tens of megabytes before it
    // reads the early answer, but not this much unless the server went on reading.
    ['streamed in chunks', 'chunked', 100 * 1024 * 1024],
    ['with a Content-Length just under the early check', 'length', LIMIT + 600 * 1024],
    // Bodies that end within busboy's chunk after the limit: each used to get no answer at all.
    ...(['chunked', 'length'] as const).flatMap((framing) =>
      [1, 19, 4096].map((over) => [`${over} B over, ${framing}`, framing, LIMIT + over] as const),
    ),
  ] as const)(
    '%s is answered 413 naming cv, and nothing stays in incoming/',
    async (_, framing, bytes) => {
      const { server, port } = await multipartServer();
      try {
        const { answer, cutShort, failed } = await sendLargeCv(port, bytes, framing);
        expect(failed).toBe('');
        expect(answer).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer).toContain('"code":"file_too_large"');
        expect(answer).toContain('"field":"cv"');
        // Far past the limit, the server answers without reading the rest of the body.
        if (bytes - LIMIT > 1024 * 1024) expect(cutShort).toBe(true);
        expect(await readdir(incoming)).toEqual([]);
      } finally {
        await closeServer(server);
      }
    },
    30_000,
  );

  it('takes a CV of exactly the limit', async () => {
    const { server, port } = await multipartServer();
    try {
      const { answer } = await sendLargeCv(port, LIMIT, 'length');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain(`"bytes":${LIMIT}`);
    } finally {
      await closeServer(server);
    }
  }, 30_000);
});
