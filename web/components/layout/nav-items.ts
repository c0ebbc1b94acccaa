import type { AppPathname } from '@tribe/routes';

/** The header menu's public entries, in order; the account entries come after them. */
export const navItems = [
  { route: '/', label: 'home' },
  { route: '/companies', label: 'companies' },
  { route: '/jobs', label: 'jobs' },
  { route: '/magazine', label: 'magazine' },
  { route: '/for-companies', label: 'for_companies' },
] as const satisfies readonly { route: AppPathname; label: string }[];

/** A job offer's detail sits under its company's path but belongs to the job offers section. */
const JOB_DETAIL = /^\/company\/[^/]+\/jobs\/[^/]+\/[^/]+$/;

/** Whether the current internal route belongs to a menu entry's section. */
export function isActiveRoute(current: string, route: AppPathname): boolean {
  if (route === '/') return current === '/';
  if (JOB_DETAIL.test(current)) return route === '/jobs';
  const section: Record<string, string[]> = {
    '/companies': ['/companies', '/company/'],
    '/jobs': ['/jobs', '/job/'],
    '/magazine': ['/magazine'],
    '/for-companies': ['/for-companies', '/b2b/'],
  };
  return (section[route] ?? [route]).some((prefix) => current === prefix || current.startsWith(prefix));
}
