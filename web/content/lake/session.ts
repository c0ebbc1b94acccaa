import 'server-only';
import { sanityProject } from '@tribe/studio/sanity-project';
import type { EditorProfile } from '@/platform/editors/editor-roles';
import type { PlatformEnv } from '@/platform/env';

export type LakeAvailability = { available: true } | { available: false; status: 404 | 503; reason: string };

/** The local Content Lake serves only without a Sanity project and only while the site is on this machine. */
export function lakeAvailability(env: PlatformEnv): LakeAvailability {
  if (sanityProject().online) {
    return { available: false, status: 404, reason: 'A Sanity project is configured: the Studio uses it.' };
  }
  if (!env.siteIsLoopback) {
    return {
      available: false,
      status: 503,
      reason: `The local Content Lake refuses to run because SITE_URL (${env.siteUrl}) is not on localhost or a loopback address.`,
    };
  }
  return { available: true };
}

const ROLES = {
  admin: { name: 'administrator', title: 'Administrator', description: 'Edits content and manages editors' },
  editor: { name: 'editor', title: 'Editor', description: 'Edits content' },
} as const;

/** An editor as Sanity's `users/me` describes a user: the Studio's user menu shows it. */
export function sanityUser(editor: EditorProfile) {
  const role = ROLES[editor.role];
  return {
    id: editor.id,
    name: editor.name,
    email: editor.email,
    profileImage: editor.image,
    provider: 'tribe',
    role: role.name,
    roles: [role],
  };
}
