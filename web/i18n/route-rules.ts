import { type AppPathname, locales, localizedTemplate } from '@tribe/routes';

/**
 * Route rules: paths that answer with a permanent redirect to another route, in every
 * locale. Next.js applies them on the server and during client navigation alike.
 */
export const routeRules: { from: AppPathname; to: AppPathname }[] = [
  // The job short route leads to the job detail within its company.
  { from: '/job/[company_slug]/[slug]/[id]', to: '/company/[company_slug]/jobs/[slug]/[id]' },
];

const toPattern = (template: string) => template.replace(/\[([^\]]+)\]/g, ':$1');

/** The rules in the shape of next.config's `redirects()`. */
export function routeRuleRedirects() {
  return routeRules.flatMap(({ from, to }) =>
    locales.map((locale) => ({
      source: toPattern(localizedTemplate(from, locale)),
      destination: toPattern(localizedTemplate(to, locale)),
      permanent: true,
    })),
  );
}
