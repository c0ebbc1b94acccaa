import { expect } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { SITE } from './platform-env';
import { dispatch } from './routes';

export interface Person {
  name: string;
  surname: string;
  email: string;
}

/**
 * A browser for route handlers: keeps cookies (by name; paths are ignored), sends them back,
 * and follows redirects only when asked, step by step.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** `ip` is the connection's address; the default, a loopback one, is a browser on this machine. */
  constructor(readonly ip = '127.0.0.10') {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    const cookies = [headers.get('cookie'), ...jar].filter(Boolean);
    if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
    headers.set('x-forwarded-for', this.ip);
    // What the server's front door records for every connection.
    headers.set(PEER_ADDRESS_HEADER, this.ip);
    // Like a real browser, it names its language (English unless a test says otherwise).
    if (!headers.has('accept-language')) headers.set('accept-language', 'en');
    const response = await dispatch(new Request(new URL(url, SITE), { ...init, headers }));
    for (const cookie of response.headers.getSetCookie()) this.store(cookie);
    return response;
  }

  /** A same-site API call as the app's fetch makes it (Origin set, JSON body). */
  api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, {
      method,
      headers: {
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /**
   * The popup sign-in, redirect by redirect: the login route, the local provider's form (filled
   * in and submitted), the callback and the completion page. Returns each URL visited and the last response.
   */
  async signIn(person: Person, provider = 'google') {
    const visited: string[] = [];
    let url = `/auth/${provider}/login?app_id=tribe-web`;
    let init: RequestInit = {};
    for (let step = 0; step < 12; step++) {
      visited.push(url);
      const response = await this.request(url, init);
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, new URL(url, SITE)).toString();
        continue;
      }
      const html = response.headers.get('content-type')?.includes('text/html')
        ? await response.clone().text()
        : '';
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action) return { response, visited, html };
      url = action.replace(/&amp;/g, '&');
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        body: new URLSearchParams({ ...person }).toString(),
      };
    }
    throw new Error(`The sign-in did not finish: ${visited.join(' -> ')}`);
  }

  async me() {
    const response = await this.request('/api/me');
    expect(response.status).toBe(200);
    return ((await response.json()) as { user: ({ id: string } & Person) | null }).user;
  }

  private store(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, attributeValue = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

let people = 0;
/** A new person for the local sign-in each time. */
export function newPerson(): Person {
  people += 1;
  const tag = `${Date.now().toString(36)}${people}`;
  return { name: 'Test', surname: `Person ${people}`, email: `person-${tag}@example.com` };
}

/** A browser with a freshly signed-in person (through the local provider). */
export async function signedInBrowser(ip?: string, provider = 'google') {
  const person = newPerson();
  const browser = new Browser(ip);
  const { response } = await browser.signIn(person, provider);
  expect(response.status).toBe(200);
  const user = await browser.me();
  if (!user) throw new Error('The sign-in did not leave a session');
  return { browser, person, user };
}
