import { useEffect, useState } from 'react';

/** What the site answered: its JSON, or its own words for what went wrong (it names the field). */
export type SiteAnswer<T> = { ok: true; body: T } | { ok: false; error: string };

/** Calls the site's API on its own origin (the Studio runs there), with the signed-in session. */
export async function callSite<T>(method: string, path: string, body?: unknown): Promise<SiteAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const json = await response.json().catch(() => null);
    if (response.ok) return { ok: true, body: json as T };
    const message: unknown = json?.error?.message;
    return {
      ok: false,
      error: typeof message === 'string' ? message : `The site answered ${response.status}. Try again.`,
    };
  } catch {
    return { ok: false, error: 'The site could not be reached. Check the connection and try again.' };
  }
}

/** GETs in flight, so the actions of one document that need the same answer ask once. */
const inFlight = new Map<string, Promise<SiteAnswer<unknown>>>();

function getShared<T>(path: string): Promise<SiteAnswer<T>> {
  const pending = inFlight.get(path) ?? callSite<T>('GET', path).finally(() => inFlight.delete(path));
  inFlight.set(path, pending);
  return pending as Promise<SiteAnswer<T>>;
}

/** The site's answer to a GET, asked again whenever `version` changes; null until it comes or when it fails. */
export function useSiteJson<T>(path: string, version: unknown): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what asks again.
  useEffect(() => {
    let current = true;
    getShared<T>(path).then((result) => {
      if (current) setAnswer(result.ok ? result.body : null);
    });
    return () => {
      current = false;
    };
  }, [path, version]);
  return answer;
}
