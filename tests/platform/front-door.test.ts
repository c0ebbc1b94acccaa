import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { frontDoor } from '@/server/front-door/front-door';
import { refusalPage } from '@/server/front-door/refusal-page';
import { MAX_REQUEST_TARGET_LENGTH, refusal } from '@/server/front-door/request-guard';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { currentRequestId } from '@/server/log/request-context';
import { isolatePlatform } from './support/platform-env';

isolatePlatform();

interface Seen {
  peer: string | undefined;
  requestId: string | undefined;
}

let server: http.Server | undefined;

/** A server whose front door leads to a handler that reports what reached it. */
async function serve(): Promise<{ port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const next: RequestListener = (request, response) => {
    seen.push({
      peer: request.headers[PEER_ADDRESS_HEADER] as string | undefined,
      requestId: currentRequestId(),
    });
    response.end('page');
  };
  server = http.createServer(frontDoor(next));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

/** One request, with what a client may send that fetch would refuse to (TRACE, a forged header). */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers });
    request.on('response', (answer) => {
      let body = '';
      answer.on('data', (chunk) => {
        body += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('the front door', () => {
  it('hands a request on with its id in context and the id on the answer', async () => {
    const { port, seen } = await serve();
    const answer = await send(port, 'GET', '/cs');
    expect(answer.body).toBe('page');
    expect(seen).toHaveLength(1);
    expect(answer.headers['x-request-id']).toBe(seen[0].requestId);
    expect(seen[0].requestId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('puts the socket’s address on the request, whatever the client claimed', async () => {
    const { port, seen } = await serve();
    await send(port, 'GET', '/cs', { [PEER_ADDRESS_HEADER]: '203.0.113.7' });
    expect(seen[0].peer).toBe('127.0.0.1');
  });

  it('answers a method the framework cannot handle with 405 and Allow, and never hands it on', async () => {
    const { port, seen } = await serve();
    const answer = await send(port, 'TRACE', '/cs');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toContain('GET');
    expect(JSON.parse(answer.body).error.code).toBe('method_not_allowed');
    expect(seen).toHaveLength(0);
  });

  it('answers malformed percent-encoding with 400, naming the problem', async () => {
    const { port, seen } = await serve();
    const answer = await send(port, 'GET', '/cs/spolecnost/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('malformed_path');
    expect(seen).toHaveLength(0);
  });

  it('answers an address longer than the site answers with 414, naming its length, and never hands it on', async () => {
    const { port, seen } = await serve();
    const path = `/cs/spolecnost/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH)}`;
    const answer = await send(port, 'GET', path);
    expect(answer.status).toBe(414);
    const { error } = JSON.parse(answer.body);
    expect(error.code).toBe('uri_too_long');
    expect(error.message).toContain(String(path.length));
    expect(seen).toHaveLength(0);
  });

  it('hands on an address of the longest length it answers, its query included', async () => {
    const { port, seen } = await serve();
    const prefix = '/cs/prace?q=';
    const answer = await send(
      port,
      'GET',
      `${prefix}${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - prefix.length)}`,
    );
    expect(answer.body).toBe('page');
    expect(seen).toHaveLength(1);
  });

  describe('a browser that followed a damaged or overlong link', () => {
    const browser = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

    it('gets a page in the address’s language saying what is wrong, with the way home', async () => {
      const { port, seen } = await serve();
      const czech = await send(port, 'GET', '/cs/spolecnost/%E0%A4%A', browser);
      expect(czech.status).toBe(400);
      expect(czech.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(czech.headers['content-security-policy']).toContain("script-src 'none'");
      expect(czech.body).toContain('<html lang="cs">');
      expect(czech.body).toContain('<h1>Chyba 400 – Poškozená adresa</h1>');
      expect(czech.body).toContain('<a class="action" href="/cs">Zpět na úvodní stránku</a>');
      const english = await send(port, 'GET', '/en/company/%E0%A4%A', browser);
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('<h1>Error 400 - Damaged address</h1>');
      expect(english.body).toContain('href="/en">Back to the home page</a>');
      expect(seen).toHaveLength(0);
    });

    it('names an overlong address’s length and the longest answered, in the visitor’s language', async () => {
      const { port } = await serve();
      const path = `/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH)}`;
      const answer = await send(port, 'GET', path, { ...browser, 'Accept-Language': 'en-GB,en;q=0.9' });
      expect(answer.status).toBe(414);
      expect(answer.body).toContain('<html lang="en">');
      expect(answer.body).toContain(
        `The address is ${(path.length).toLocaleString('en')} characters long, but the site opens addresses of up to ${MAX_REQUEST_TARGET_LENGTH.toLocaleString('en')} characters.`,
      );
      const czech = await send(port, 'GET', path, browser);
      expect(czech.body).toContain('<html lang="cs">');
      expect(czech.body).toContain(`Adresa má ${path.length.toLocaleString('cs')} znaků`);
    });

    it('is in the visitor’s language, read safely from a locale cookie of any shape', async () => {
      const { port } = await serve();
      const chosen = await send(port, 'GET', '/%E0%A4%A', { ...browser, Cookie: 'NEXT_LOCALE=en' });
      expect(chosen.body).toContain('<html lang="en">');
      const damaged = await send(port, 'GET', '/%E0%A4%A', { ...browser, Cookie: 'NEXT_LOCALE=%E0%A4%A' });
      expect(damaged.status).toBe(400);
      expect(damaged.body).toContain('<html lang="cs">');
    });

    it('still gets JSON from the API, and so does a client that does not ask for HTML', async () => {
      const { port } = await serve();
      for (const [path, headers] of [
        ['/api/user/cvs/%E0%A4%A', browser],
        ['/cs/spolecnost/%E0%A4%A', { Accept: 'application/json' }],
      ] as const) {
        const answer = await send(port, 'GET', path, headers);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body).error.code).toBe('malformed_path');
      }
    });
  });

  describe('a browser on another machine, while the server serves only its own', () => {
    const refused = refusal(403, 'this_machine_only', 'This server serves only the machine it runs on.');

    it('gets a page in its language saying why, and no link home, which is refused too', () => {
      const page = refusalPage(refused, { method: 'GET', url: '/en/jobs', headers: { accept: 'text/html' } });
      expect(page?.status).toBe(403);
      expect(page?.body).toContain('<h1>Error 403 - Open only on the computer it runs on</h1>');
      expect(page?.body).not.toContain('class="action"');
      const czech = refusalPage(refused, { method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(czech?.body).toContain('<h1>Chyba 403 – Web je dostupný jen na počítači, kde běží</h1>');
    });

    it('keeps the JSON for the API and for a client that does not ask for HTML', () => {
      expect(
        refusalPage(refused, { method: 'GET', url: '/api/jobs', headers: { accept: 'text/html' } }),
      ).toBeNull();
      expect(refusalPage(refused, { method: 'GET', url: '/en', headers: { accept: '*/*' } })).toBeNull();
    });
  });
});
