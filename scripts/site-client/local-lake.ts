import { request as httpsRequest } from 'node:https';
import { readLakeEnv } from '@tribe/local-lake';
import { signInThroughLocalProvider } from './sign-in';

const ACTIONS_PATH = '/v2025-02-19/data/actions/production';

type LakeAction = Record<string, unknown>;

const ids = (publishedId: string) => ({ draftId: `drafts.${publishedId}`, publishedId });

/** The Studio's edit of a document's draft (created from the published document when missing). */
export const editAction = (publishedId: string, set: Record<string, unknown>): LakeAction => ({
  actionType: 'sanity.action.document.edit',
  ...ids(publishedId),
  patch: { set },
});

export const publishAction = (publishedId: string): LakeAction => ({
  actionType: 'sanity.action.document.publish',
  ...ids(publishedId),
});

/** The request the Studio sends to the local Content Lake's front for an action. */
export const lakeActionRequest = (token: string, action: LakeAction) => ({
  lake: true,
  method: 'POST' as const,
  path: ACTIONS_PATH,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ actions: [action] }),
});

/** A token for the local Content Lake, as the Studio gets it for the signed-in bench editor. */
export async function localLakeToken(baseUrl: string, siteUrl: string): Promise<string> {
  const cookie = await signInThroughLocalProvider(baseUrl, siteUrl);
  const session = await fetch(`${baseUrl}/api/studio/local-session`, {
    method: 'POST',
    headers: { cookie, origin: siteUrl },
  });
  if (!session.ok)
    throw new Error(`The Studio session was refused: ${session.status} ${await session.text()}`);
  return ((await session.json()) as { token: string }).token;
}

interface LakeRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A request to the lake's front on this machine (LOCAL_LAKE_PORT), as the Studio sends it; the
 * front's own certificate is not checked here (trusting it is the e2e tests' concern).
 */
export function lakeFetch({ method, path, headers, body }: LakeRequest): Promise<Response> {
  const { port } = readLakeEnv(process.env, '');
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      `https://127.0.0.1:${port}${path}`,
      { method, headers, rejectUnauthorized: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status }));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends an action to the local Content Lake; throws when it is refused. */
export async function sendLakeAction(token: string, action: LakeAction): Promise<void> {
  const response = await lakeFetch(lakeActionRequest(token, action));
  if (!response.ok) throw new Error(`The lake answered ${response.status}: ${await response.text()}`);
}
