import { expect, request } from '@playwright/test';
import type { Locale } from '@tribe/routes';
import { editAction, lakeActionRequest, publishAction } from '../../scripts/site-client/local-lake';
import { signInWithRequests, TEST_SURNAME } from './account';
import { EDITOR_EMAIL } from './studio';

/**
 * A second after `moment`: later than the alert saved at that moment, and gone by when the
 * publish lands, as when an editor publishes an offer dated a little earlier. The digests find
 * it all the same: they follow what became searchable, not the publication time.
 */
function publicationTime(moment: Date): string {
  return new Date(moment.getTime() + 1_000).toISOString();
}

/** How long after the publish a digest with the offer may take: the digest's period, with room for a busy machine. */
export const DIGEST_TIMEOUT_MS = 90_000;

/**
 * An editor gives a job offer a new title in one language and publishes it as of a second after
 * `alertSavedAt`.
 */
export async function publishOfferThroughLake(
  baseURL: string,
  job: string,
  locale: Locale,
  title: string,
  alertSavedAt: Date,
) {
  await publishEditThroughLake(baseURL, job, {
    [`title.${locale}`]: title,
    publishedAt: publicationTime(alertSavedAt),
  });
}

/**
 * An editor sets fields of a document and publishes it, with the requests the Studio sends the
 * local Content Lake (the Studio's own editing and publishing are e2e/studio.spec.ts's).
 */
export async function publishEditThroughLake(
  baseURL: string,
  document: string,
  fields: Record<string, unknown>,
) {
  const api = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
  try {
    await signInWithRequests(api, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
    const session = await api.post('/api/studio/local-session', { headers: { origin: baseURL } });
    expect(session.status()).toBe(200);
    const { apiHost, token } = (await session.json()) as { apiHost: string; token: string };
    // The lake's front on this machine, as the Studio's browser reaches it at `apiHost`.
    const lake = `https://127.0.0.1:${new URL(apiHost).port}`;
    for (const action of [editAction(document, fields), publishAction(document)]) {
      const { path, headers, body } = lakeActionRequest(token, action);
      const answer = await api.post(`${lake}${path}`, { headers, data: body });
      expect(answer.status(), await answer.text()).toBe(200);
    }
  } finally {
    await api.dispose();
  }
}
