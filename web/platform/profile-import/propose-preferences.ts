import { PREFERENCE_LIMITS, sameText } from '@/contracts/preferences';
import type { ExperienceEntryInput } from '@/contracts/profile';
import { roleOfTitle } from '@/platform/preferences/roles';
import { skillsInText, type Technology } from './skills-in-text';

/**
 * The roles a CV's experience titles name, newest first as the CV lists them, each once and
 * without its level; as many as the preferences hold, each short enough for them.
 */
export function proposedRoles(experience: readonly ExperienceEntryInput[]): string[] {
  const roles: string[] = [];
  for (const { title } of experience) {
    const role = roleOfTitle(title);
    if (!role || role.length > PREFERENCE_LIMITS.role || roles.some((kept) => sameText(kept, role))) continue;
    roles.push(role);
  }
  return roles.slice(0, PREFERENCE_LIMITS.roles);
}

/** The technologies of the taxonomy the CV's text names, as many as the preferences hold. */
export const proposedSkills = (text: string, technologies: readonly Technology[]) =>
  skillsInText(text, technologies).slice(0, PREFERENCE_LIMITS.skills);
