import { signInThroughLocalProvider } from '../api/sign-in';

const ACTIONS_PATH = '/api/lake/v2025-02-19/data/actions/production';

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

/** The request the Studio sends to the local Content Lake for an action. */
export const lakeActionRequest = (token: string, action: LakeAction) => ({
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

/** Sends an action to the local Content Lake; throws when it is refused. */
export async function sendLakeAction(baseUrl: string, token: string, action: LakeAction): Promise<void> {
  const { path, ...init } = lakeActionRequest(token, action);
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`The lake answered ${response.status}: ${await response.text()}`);
}
