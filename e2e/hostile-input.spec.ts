import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { locales, pathnames } from '@tribe/routes';
import fc from 'fast-check';
import { expect, test } from './support/test';

const port = Number(process.env.E2E_PORT ?? 3100);

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

test('the preview redirect refuses paths that leave the site or hold control characters', async () => {
  const secret = process.env.PREVIEW_SECRET ?? '';
  for (const redirect of [
    '/%09/evil.example',
    '/\t/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/a\r\nX-Evil: 1',
  ]) {
    const query = new URLSearchParams({ secret, redirect });
    const answer = await raw('GET', `/api/draft-mode/enable?${query}`);
    expect(answer.status, redirect).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  }
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
