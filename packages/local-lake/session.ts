import type { LakeUser } from './options';

const ROLES = {
  admin: { name: 'administrator', title: 'Administrator', description: 'Edits content and manages editors' },
  editor: { name: 'editor', title: 'Editor', description: 'Edits content' },
  member: {
    name: 'member',
    title: 'Company member',
    description: "Edits drafts of their company's profile and job offers",
  },
} as const;

/** An editor or member as Sanity's `users/me` describes a user: the Studio's user menu shows it. */
export function sanityUser(user: LakeUser) {
  const role = ROLES[user.role];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: user.image,
    provider: 'tribe',
    role: role.name,
    roles: [role],
  };
}
