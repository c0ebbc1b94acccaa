import type { LakeEditor } from './options';

const ROLES = {
  admin: { name: 'administrator', title: 'Administrator', description: 'Edits content and manages editors' },
  editor: { name: 'editor', title: 'Editor', description: 'Edits content' },
} as const;

/** An editor as Sanity's `users/me` describes a user: the Studio's user menu shows it. */
export function sanityUser(editor: LakeEditor) {
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
