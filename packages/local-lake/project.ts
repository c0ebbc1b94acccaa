import { bearerToken, lakeJson } from './http';
import type { LakeEditors, LakeUser } from './options';
import { sanityUser } from './session';

const ALL_PERMISSIONS = ['read', 'create', 'update', 'history', 'editHistory'];

/** The one dataset, as `GET /datasets` and `GET projects/{id}/datasets` list it. */
export const datasetList = (dataset: string) => [{ name: dataset, aclMode: 'private', tags: [] }];

/** What the Studio reads about the project, its datasets and the signed-in editor or member. */
export function projectEndpoint(
  segments: string[],
  projectId: string,
  dataset: string,
  editor: LakeUser,
): Response | null {
  const [, id, resource, , sub] = segments;
  if (id !== projectId) return null;
  if (!resource) {
    return lakeJson({
      id: projectId,
      displayName: 'Tribe (local)',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      organizationId: null,
      organization: null,
      metadata: { color: '#6b5bd6' },
      members: [
        {
          id: editor.id,
          role: sanityUser(editor).role,
          roles: sanityUser(editor).roles,
          isCurrentUser: true,
          isRobot: false,
        },
      ],
      features: [],
    });
  }
  if (resource === 'datasets' && sub === 'acl') {
    return lakeJson([{ filter: '_id in path("**")', permissions: ALL_PERMISSIONS }]);
  }
  if (resource === 'datasets') return lakeJson(datasetList(dataset));
  if (resource === 'grants') {
    const grant = (name: string) => ({ name, params: {} });
    return lakeJson({
      'sanity.project': [{ grants: ['read', 'update'].map(grant), config: {} }],
      'sanity.project.datasets': [{ grants: ['read', 'update'].map(grant), config: {} }],
      'sanity.document.filter.mode': [
        {
          grants: ['read', 'create', 'update', 'history', 'editHistory'].map(grant),
          config: { filter: '_id in path("**")' },
        },
      ],
    });
  }
  if (resource === 'user-applications') return lakeJson([]);
  if (resource === 'features') return lakeJson([]);
  return null;
}

/** A member learns the names of editors and of their own company's members, no one else's. */
const mayName = (caller: LakeUser, named: LakeUser) =>
  caller.role !== 'member' || named.role !== 'member' || named.companyId === caller.companyId;

/**
 * `users/me` (the signed-in editor or member) and its key-value settings (kept in the browser: the
 * lake remembers none); `users/{id}` and `users/{id},{id}` (the editors and members named in a
 * document's history).
 */
export async function userEndpoint(
  segments: string[],
  caller: LakeUser,
  siteEditors: LakeEditors,
): Promise<Response | null> {
  const [, ids, sub] = segments;
  if (!ids) return null;
  if (ids === 'me') return sub === 'keyvalue' ? lakeJson([]) : lakeJson(sanityUser(caller));
  if (sub) return null;
  const requested = ids.split(',');
  const editors = (await siteEditors.byIds(requested))
    .filter((named) => mayName(caller, named))
    .map(sanityUser);
  if (requested.length > 1) return lakeJson(editors);
  return editors[0] ? lakeJson(editors[0]) : null;
}

/**
 * Hosted services the Studio asks about (plans, onboarding, announcements, help, telemetry,
 * scheduled publishing): answered as "nothing here", which the Studio treats as switched off.
 */
export function hostedServiceEndpoint(segments: string[], method: string): Response | null {
  const [first, second] = segments;
  if (first === 'ping') return lakeJson({ ok: true });
  if (first === 'check' && second === 'cors') return lakeJson({ result: { allowed: true } });
  if (first === 'journey') return lakeJson(second === 'announcements' ? [] : {});
  if (first === 'features') return lakeJson([]);
  if (first === 'help') return lakeJson({ isSupported: true, isUpToDate: true });
  if (first === 'intake')
    return method === 'POST' ? new Response(null, { status: 204 }) : lakeJson({ status: 'denied' });
  if (first === 'schedules') return lakeJson({ schedules: [] });
  if (first === 'modules') return new Response('Not available offline', { status: 404 });
  return null;
}

/**
 * What the Studio asks about its project, datasets and users, and its sign-out (which ends the
 * site session the token was minted for).
 */
export async function accountEndpoint(
  request: Request,
  segments: string[],
  user: LakeUser,
  { projectId, dataset }: { projectId: string; dataset: string },
  siteEditors: LakeEditors,
): Promise<Response | null> {
  const [first, second] = segments;
  if (first === 'projects') return projectEndpoint(segments, projectId, dataset, user);
  if (first === 'datasets' && segments.length === 1) return lakeJson(datasetList(dataset));
  if (first === 'users') return userEndpoint(segments, user, siteEditors);
  if (first === 'auth' && second === 'logout' && request.method === 'POST') {
    await siteEditors.endSessionOf(bearerToken(request.headers.get('authorization')));
    return new Response(null, { status: 204 });
  }
  return null;
}
