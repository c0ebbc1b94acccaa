import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { locales, pathnames } from '@tribe/routes';
import fc from 'fast-check';
import { startSignedIn } from './support/account';
import { expect, test } from './support/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;
/** The data folder of the server under test (scripts/e2e.sh sets DATA_DIR). */
const dataDir = process.env.DATA_DIR ?? path.join(import.meta.dirname, '../.data/e2e');

/** A raw request (any method, any path bytes), as a browser or a probe could send it. */
function raw(method: string, target: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path: target, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      });
      // A method Node.js cannot parse (or CONNECT) may end with a closed connection: not a 5xx either.
      request.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_METHOD'
          ? resolve({ status: 0, headers: {}, text: '' })
          : reject(error),
      );
      request.end(body);
    },
  );
}

/** Every route handler's URL template, read from the app folder (route groups left out). */
function handlerTemplates(dir = path.join(import.meta.dirname, '../web/app'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'route.ts') return [prefix || '/'];
    if (!entry.isDirectory()) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    return handlerTemplates(path.join(dir, entry.name), `${prefix}${segment}`);
  });
}

const pageTemplates = Object.values(pathnames).flatMap((localized) =>
  locales.map((locale) => `/${locale}${typeof localized === 'string' ? localized : localized[locale]}`),
);
const templates = [...pageTemplates, ...handlerTemplates()];
const fill = (template: string, segment: string) => template.replace(/\[(?:\.\.\.)?\w+\]/g, segment);

/** Percent-encoded bytes, valid UTF-8 or not, and the sequences the probe found. */
const segments = [
  '%ff',
  '%25',
  '%25ff',
  '%',
  '%ed%a0%80',
  '%c3%a9',
  '%00',
  '%2f',
  ...fc.sample(
    fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 })
      .map((bytes) => bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
    { numRuns: 6, seed: 42 },
  ),
];

test('no method, on any route, is answered with a server error', async () => {
  const methods = ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT', 'MKCOL', 'FOO', 'OPTIONS', 'DELETE'];
  for (const template of templates) {
    for (const method of methods) {
      const answer = await raw(method, fill(template, 'x'));
      expect(answer.status, `${method} ${template}`).toBeLessThan(500);
      if (method === 'TRACE' || method === 'PROPFIND') {
        expect(answer.status, `${method} ${template}`).toBe(405);
        expect(answer.headers.allow).toContain('GET');
      }
    }
  }
});

test('percent-encoded bytes in any dynamic segment are a 400 or a page, never a server error', async () => {
  for (const template of templates.filter((entry) => entry.includes('['))) {
    for (const segment of segments) {
      const answer = await raw('GET', fill(template, segment));
      expect(answer.status, `${template} with ${segment}`).toBeLessThan(500);
    }
  }
  expect((await raw('GET', '/cs/spolecnost/%ff')).status).toBe(400);
});

test('the preview redirects refuse paths that leave the site once resolved, or hold control characters', async () => {
  const secret = process.env.PREVIEW_SECRET ?? '';
  const leaving = [
    '/%09/evil.example',
    '/\t/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/a\r\nX-Evil: 1',
    '/.//evil.example',
    '/./\\evil.example',
    '/cs/..//evil.example',
    '/%2e//evil.example',
    '/%252F%252Fevil.example',
  ];
  for (const redirect of leaving) {
    for (const target of [
      `/api/draft-mode/enable?${new URLSearchParams({ secret, redirect })}`,
      `/api/draft-mode/disable?${new URLSearchParams({ redirect })}`,
    ]) {
      const answer = await raw('GET', target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.text).error).toMatchObject({ code: 'invalid_redirect' });
      expect(answer.headers.location).toBeUndefined();
    }
  }
  const home = await raw('GET', '/api/draft-mode/disable?redirect=%2Fcs%2F.%2Fprace');
  expect(home.status).toBe(307);
  expect(home.headers.location).toBe('/cs/prace');
});

/** Headers as a signed-in browser sends them to the API. */
async function signedInHeaders(page: import('@playwright/test').Page) {
  await startSignedIn(page, 'en');
  const cookies = await page.context().cookies(origin);
  return `Cookie: ${cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')}\r\nOrigin: ${origin}\r\nSec-Fetch-Site: same-origin\r\n`;
}

/** A raw connection that collects the answer while the test writes. */
function connection() {
  const socket = net.connect(port, '127.0.0.1');
  const state = { answer: '', error: '' };
  socket.on('data', (data) => {
    state.answer += data.toString('latin1');
  });
  socket.on('error', (error) => {
    state.error = error.message;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const write = async (bytes: Buffer | string) => {
    if (!socket.destroyed && !socket.write(bytes)) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
  };
  return { socket, state, closed, write };
}

const BOUNDARY = 'hostile-boundary';
const formPart = (name: string, value: string, fileName?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName ? `; filename="${fileName}"\r\nContent-Type: application/pdf` : ''
  }\r\n\r\n${value}\r\n`;

test('a CV streamed past 10 MB is a 413 naming cv before the body ends, and no upload stays behind; __proto__ is a 400', async ({
  page,
}) => {
  const headers = await signedInHeaders(page);
  const incoming = path.join(dataDir, 'applications', 'incoming');
  const { socket, state, write } = connection();
  await write(
    `POST /api/user/applications HTTP/1.1\r\nHost: localhost:${port}\r\n${headers}Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const chunk = (bytes: Buffer) =>
    write(Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]));
  await chunk(Buffer.from(formPart('cv', '%PDF-1.4\n', 'cv.pdf').replace(/\r\n$/, '')));
  // Up to 30 MB and never finished (no closing chunk): an answer at all is one that did not wait
  // for the end of the body. The server reads and drops what follows the limit, so on a busy
  // machine the client may still get all 30 MB out before the answer reaches it.
  const piece = Buffer.alloc(256 * 1024, 0x20);
  const whole = 30 * 1024 * 1024;
  for (let sent = 0; sent < whole && !state.answer && !socket.destroyed; sent += piece.length) {
    await chunk(piece);
  }
  await expect.poll(() => state.answer, { timeout: 15_000 }).toContain('}');
  socket.destroy();
  expect(state.answer).toMatch(/^HTTP\/1\.1 413 /);
  const body = JSON.parse(state.answer.slice(state.answer.indexOf('{'), state.answer.lastIndexOf('}') + 1));
  expect(body.error).toMatchObject({ code: 'file_too_large', field: 'cv' });
  await expect.poll(() => readdirSync(incoming), { timeout: 5_000 }).toEqual([]);

  for (const name of ['__proto__', 'constructor', 'prototype']) {
    const form = `${formPart('locale', 'en')}${formPart(name, '{"polluted":true}')}--${BOUNDARY}--\r\n`;
    const answer = await raw('POST', '/api/user/applications', form, {
      cookie: headers.split('\r\n')[0].slice('Cookie: '.length),
      origin,
      'sec-fetch-site': 'same-origin',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(answer.status, name).toBe(400);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: 'invalid_field_name', field: name });
  }
});

test('a CV 1 B, 19 B or 4 KB past 10 MiB, chunked or with a Content-Length, is answered 413 and leaves nothing behind', async ({
  page,
}) => {
  const headers = await signedInHeaders(page);
  const incoming = path.join(dataDir, 'applications', 'incoming');
  const opening = Buffer.from(formPart('cv', '', 'cv.pdf').replace(/\r\n$/, ''));
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  for (const chunked of [true, false]) {
    for (const over of [1, 19, 4096]) {
      const file = Buffer.alloc(10 * 1024 * 1024 + over, 0x20);
      file.write('%PDF-1.4\n');
      const body = Buffer.concat([opening, file, closing]);
      const { socket, state, write } = connection();
      await write(
        `POST /api/user/applications HTTP/1.1\r\nHost: localhost:${port}\r\n${headers}Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${
          chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`
        }\r\n\r\n`,
      );
      await write(
        chunked
          ? Buffer.concat([
              Buffer.from(`${body.length.toString(16)}\r\n`),
              body,
              Buffer.from('\r\n0\r\n\r\n'),
            ])
          : body,
      );
      await expect.poll(() => state.answer, { timeout: 15_000, message: `${over} B over` }).toContain('}');
      socket.destroy();
      expect(state.answer, `${over} B over`).toMatch(/^HTTP\/1\.1 413 /);
      expect(state.answer).toContain('"field":"cv"');
      await expect.poll(() => readdirSync(incoming), { timeout: 5_000 }).toEqual([]);
    }
  }
});

test('JSON in a charset other than UTF-8 is a 415; UTF-8 in any spelling is read', async () => {
  const send = (contentType: string) =>
    raw('POST', '/api/recruiter/applications/renew-link', '{"token":"x"}', {
      origin,
      'sec-fetch-site': 'same-origin',
      'content-type': contentType,
    });
  for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', 'utf-32']) {
    const answer = await send(`application/json; charset=${charset}`);
    expect(answer.status, charset).toBe(415);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: 'unsupported_media_type' });
  }
  for (const contentType of [
    'application/json',
    'application/json; charset=UTF-8',
    'application/json;charset="utf-8"',
  ]) {
    // Read and judged: the token is not a link, so 403.
    expect((await send(contentType)).status, contentType).toBe(403);
  }
});

test('a stored image that does not decode is a 422, never a server error', async () => {
  const assets = path.join(dataDir, 'content', 'assets');
  mkdirSync(assets, { recursive: true });
  const file = `${'e'.repeat(40)}-16x16.png`;
  // A PNG signature and header, then nothing: what a cut-off upload leaves.
  writeFileSync(path.join(assets, file), Buffer.from('89504e470d0a1a0a0000000d4948445200000010', 'hex'));
  for (const query of ['w=16&fm=webp', 'fm=png']) {
    const answer = await raw('GET', `/content-images/images/p/d/${file}?${query}`);
    expect(answer.status, query).toBe(422);
    expect(JSON.parse(answer.text).error).toMatchObject({ code: 'undecodable_image' });
  }
});

test('slow: a request body that stops coming is answered 408 after 30 s', async () => {
  // Node.js looks for requests past their time every 30 s: the answer comes 30 to 60 s after.
  test.setTimeout(90_000);
  const { state, closed, write } = connection();
  const started = Date.now();
  await write(
    `POST /api/recruiter/applications/renew-link HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"token":`,
  );
  await closed;
  const after = Date.now() - started;
  expect(state.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(after).toBeGreaterThanOrEqual(29_000);
  expect(after).toBeLessThan(65_000);
});

test('image parameters that name built-in properties are a 400', async () => {
  for (const fit of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
    const answer = await raw('GET', `/content-images/images/p/d/${'0'.repeat(40)}-10x10.webp?fit=${fit}`);
    expect(answer.status, fit).toBe(400);
  }
});

test('an oversized local sign-in form is a 413 page', async () => {
  const answer = await raw('POST', '/dev-idp/interaction/x/login', `name=${'x'.repeat(20_000)}`, {
    'content-type': 'application/x-www-form-urlencoded',
    'accept-language': 'en',
  });
  expect(answer.status).toBe(413);
  expect(answer.text).toContain('The form is too large.');
});
