import type { AppPathname } from '@tribe/routes';

/** Pages where a visitor types personal data: the profile area and the job application form. */
const privateRoutes: readonly string[] = ['/company/[company_slug]/jobs/[slug]/[id]'] satisfies AppPathname[];

export function isReplayAllowed(route: string): boolean {
  return !route.startsWith('/profile') && !privateRoutes.includes(route);
}
