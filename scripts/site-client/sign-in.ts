/** Everyone the benchmarks sign in; also the editor of the publishing ones (EDITOR_EMAILS). */
export const BENCH_EMAIL = 'bench@example.com';

/**
 * Signs a person in through the running server the way the popup does: login route, the local
 * provider's form, callback, completion page. Returns the Cookie header of the new session.
 */
export async function signInThroughLocalProvider(baseUrl: string, siteUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const local = (url: string) => url.replace(siteUrl, baseUrl);
  let url = `${baseUrl}/auth/google/login?app_id=tribe-web`;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = local(new URL(location, siteUrl).toString());
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) {
      const session = jar.get('tribe.session_token');
      if (response.status !== 200 || !session) throw new Error(`The sign-in ended with ${response.status}`);
      return `tribe.session_token=${session}`;
    }
    url = `${baseUrl}${action}`;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Bench', surname: 'Mark', email: BENCH_EMAIL }).toString(),
    };
  }
  throw new Error('The sign-in did not finish');
}
