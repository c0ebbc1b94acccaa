/**
 * The one map of localized routes. Keys are the app's internal routes (the
 * folders under app/[locale]); values are the public paths per locale.
 * Links, redirects, the sitemap, hreflang alternates and the Studio's
 * Presentation locations all derive their URLs from here.
 */
export const locales = ['cs', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'cs';

export const pathnames = {
  '/': '/',
  '/for-companies': { cs: '/pro-firmy', en: '/for-companies' },
  '/for-companies/gtc': { cs: '/pro-firmy/vop', en: '/for-companies/gtc' },
  '/b2b/icons': '/b2b/icons',
  '/b2b/technologies': '/b2b/technologies',
  '/cookies': { cs: '/susenky', en: '/cookies' },
  '/privacy-policy': { cs: '/zasady-ochrany-osobnich-udaju', en: '/privacy-policy' },
  '/terms-conditions': { cs: '/podminky-pouzivani', en: '/terms-conditions' },
  '/companies': { cs: '/spolecnosti', en: '/companies' },
  '/company/[company_slug]': { cs: '/spolecnost/[company_slug]', en: '/company/[company_slug]' },
  '/company/[company_slug]/jobs': {
    cs: '/spolecnost/[company_slug]/prace',
    en: '/company/[company_slug]/jobs',
  },
  '/company/[company_slug]/jobs/[slug]/[id]': {
    cs: '/spolecnost/[company_slug]/prace/[slug]/[id]',
    en: '/company/[company_slug]/jobs/[slug]/[id]',
  },
  '/company/edit/[id]': '/company/edit/[id]',
  '/company/preview/[id]': '/company/preview/[id]',
  '/jobs': { cs: '/prace', en: '/jobs' },
  '/job/[company_slug]/[slug]/[id]': {
    cs: '/prace/[company_slug]/[slug]/[id]',
    en: '/job/[company_slug]/[slug]/[id]',
  },
  '/job/edit/[id]': '/job/edit/[id]',
  '/job/preview/[id]': '/job/preview/[id]',
  '/magazine': { cs: '/magazin', en: '/magazine' },
  // A category (spec: {category_slug}); Next.js needs one parameter name per folder level.
  '/magazine/[slug]': { cs: '/magazin/[slug]', en: '/magazine/[slug]' },
  '/magazine/[slug]/[id]': { cs: '/magazin/[slug]/[id]', en: '/magazine/[slug]/[id]' },
  '/magazine/edit/[id]': '/magazine/edit/[id]',
  '/magazine/preview/[id]': '/magazine/preview/[id]',
  '/profile': { cs: '/profil', en: '/profile' },
  '/profile/following-companies': {
    cs: '/profil/sledovane-spolecnosti',
    en: '/profile/following-companies',
  },
  '/profile/following-job-offers': {
    cs: '/profil/sledovane-pracovni-nabidky',
    en: '/profile/following-job-offers',
  },
  '/profile/applications': { cs: '/profil/prihlasky', en: '/profile/applications' },
  '/profile/cvs': { cs: '/profil/zivotopisy', en: '/profile/cvs' },
  '/profile/job-alerts': { cs: '/profil/hlidaci-psi', en: '/profile/job-alerts' },
  '/profile/job-alerts/[id]': { cs: '/profil/hlidaci-psi/[id]', en: '/profile/job-alerts/[id]' },
  '/profile/preferences': { cs: '/profil/preference', en: '/profile/preferences' },
  '/profile/for-you': { cs: '/profil/pro-vas', en: '/profile/for-you' },
  // The page a company's recruiter opens from the e-mail about an application; the token is the key.
  '/recruiter/applications/[token]': '/recruiter/applications/[token]',
  // The recruiters' workspace: a company's members and their applicants.
  '/company-workspace': { cs: '/firma', en: '/company-workspace' },
  '/company-workspace/offers/[id]': { cs: '/firma/nabidky/[id]', en: '/company-workspace/offers/[id]' },
  '/company-workspace/applications/[id]': {
    cs: '/firma/prihlasky/[id]',
    en: '/company-workspace/applications/[id]',
  },
  '/company-workspace/applicants': { cs: '/firma/uchazeci', en: '/company-workspace/applicants' },
  '/company-workspace/team': { cs: '/firma/tym', en: '/company-workspace/team' },
  '/company-workspace/templates': { cs: '/firma/sablony', en: '/company-workspace/templates' },
  '/company-workspace/notifications': { cs: '/firma/upozorneni', en: '/company-workspace/notifications' },
  '/company-workspace/documents': { cs: '/firma/dokumenty', en: '/company-workspace/documents' },
  // The invitation's token is in the query: a dot in a path would pass the proxy by as a file.
  '/company-workspace/invitation': { cs: '/firma/pozvanka', en: '/company-workspace/invitation' },
  // The sign-up's confirmation link, its token in the query as the invitation's.
  '/company-workspace/sign-up': { cs: '/firma/registrace', en: '/company-workspace/sign-up' },
} as const;

export type AppPathname = keyof typeof pathnames;

/** Routes that need a signed-in user: anonymous visitors are sent to '/'. */
export const protectedPathnames = [
  '/profile',
  '/profile/following-companies',
  '/profile/following-job-offers',
  '/profile/applications',
  '/profile/cvs',
  '/profile/job-alerts',
  '/profile/job-alerts/[id]',
  '/profile/preferences',
  '/profile/for-you',
  '/company-workspace',
  '/company-workspace/offers/[id]',
  '/company-workspace/applications/[id]',
  '/company-workspace/applicants',
  '/company-workspace/team',
  '/company-workspace/templates',
  '/company-workspace/notifications',
  '/company-workspace/documents',
  '/company-workspace/invitation',
  '/company-workspace/sign-up',
] as const satisfies readonly AppPathname[];

export const isProtectedPathname = (pathname: string): boolean =>
  (protectedPathnames as readonly string[]).includes(pathname);

/** Slugs a company or article may not take, because a static route sits at that place. */
export const reservedSlugs = ['edit', 'preview'] as const;

/** Routes without parameters: they can be linked by name alone. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** The cookie that keeps a visitor's chosen locale (read by the proxy and the sign-in pages). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** How long the chosen language is remembered: a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
