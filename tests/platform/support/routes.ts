type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;
type RouteModule = Record<string, unknown>;

/** The app's platform routes by path pattern, loaded lazily (after the test set its environment). */
const routes: [RegExp, () => Promise<RouteModule>, string[]?][] = [
  [/^\/api\/me$/, () => import('@/app/api/me/route')],
  [/^\/api\/auth\/.+$/, () => import('@/app/api/auth/[...all]/route')],
  [/^\/auth\/logout$/, () => import('@/app/auth/logout/route')],
  [/^\/auth\/complete$/, () => import('@/app/auth/complete/route')],
  [/^\/auth\/([^/]+)\/login$/, () => import('@/app/auth/[provider]/login/route'), ['provider']],
  [/^\/dev-idp\/.+$/, () => import('@/app/dev-idp/[...path]/route')],
  [/^\/api\/studio\/local-session$/, () => import('@/app/api/studio/local-session/route')],
  [/^\/api\/user\/follow-job-offer$/, () => import('@/app/api/user/follow-job-offer/route')],
  [/^\/api\/user\/unfollow-job-offer$/, () => import('@/app/api/user/unfollow-job-offer/route')],
  [/^\/api\/user\/followed-job-offers$/, () => import('@/app/api/user/followed-job-offers/route')],
  [/^\/api\/user\/follow-company-branch$/, () => import('@/app/api/user/follow-company-branch/route')],
  [/^\/api\/user\/unfollow-company-branch$/, () => import('@/app/api/user/unfollow-company-branch/route')],
  [
    /^\/api\/user\/followed-company-branches$/,
    () => import('@/app/api/user/followed-company-branches/route'),
  ],
  [/^\/api\/user\/profile$/, () => import('@/app/api/user/profile/route')],
  [
    /^\/api\/user\/profile\/email-confirmation$/,
    () => import('@/app/api/user/profile/email-confirmation/route'),
  ],
  [/^\/api\/contact-email\/confirm$/, () => import('@/app/api/contact-email/confirm/route')],
  [/^\/api\/user\/education$/, () => import('@/app/api/user/education/route')],
  [/^\/api\/user\/education\/([^/]+)$/, () => import('@/app/api/user/education/[id]/route'), ['id']],
  [/^\/api\/user\/experience$/, () => import('@/app/api/user/experience/route')],
  [/^\/api\/user\/experience\/([^/]+)$/, () => import('@/app/api/user/experience/[id]/route'), ['id']],
  [/^\/api\/user\/preferences$/, () => import('@/app/api/user/preferences/route')],
  [/^\/api\/user\/for-you$/, () => import('@/app/api/user/for-you/route')],
  [/^\/api\/user\/export$/, () => import('@/app/api/user/export/route')],
  [/^\/api\/user\/account$/, () => import('@/app/api/user/account/route')],
  [/^\/api\/user\/applications$/, () => import('@/app/api/user/applications/route')],
  [
    /^\/api\/user\/applications\/([^/]+)\/withdraw$/,
    () => import('@/app/api/user/applications/[id]/withdraw/route'),
    ['id'],
  ],
  [
    /^\/api\/user\/applications\/([^/]+)\/cv$/,
    () => import('@/app/api/user/applications/[id]/cv/route'),
    ['id'],
  ],
  [/^\/api\/user\/cvs$/, () => import('@/app/api/user/cvs/route')],
  [/^\/api\/user\/profile-import$/, () => import('@/app/api/user/profile-import/route')],
  [/^\/api\/user\/cvs\/([^/]+)$/, () => import('@/app/api/user/cvs/[id]/route'), ['id']],
  [/^\/api\/user\/cvs\/([^/]+)\/default$/, () => import('@/app/api/user/cvs/[id]/default/route'), ['id']],
  [/^\/api\/user\/cvs\/([^/]+)\/file$/, () => import('@/app/api/user/cvs/[id]/file/route'), ['id']],
  [
    /^\/api\/recruiter\/applications\/renew-link$/,
    () => import('@/app/api/recruiter/applications/renew-link/route'),
  ],
  [
    /^\/api\/recruiter\/applications\/([^/]+)\/status$/,
    () => import('@/app/api/recruiter/applications/[id]/status/route'),
    ['id'],
  ],
  [
    /^\/api\/recruiter\/applications\/([^/]+)\/cv$/,
    () => import('@/app/api/recruiter/applications/[id]/cv/route'),
    ['id'],
  ],
  [/^\/api\/pages\/company-response$/, () => import('@/app/api/pages/company-response/route')],
  [/^\/api\/newsletter\/subscribe$/, () => import('@/app/api/newsletter/subscribe/route')],
  [/^\/api\/newsletter\/confirm$/, () => import('@/app/api/newsletter/confirm/route')],
  [/^\/api\/newsletter\/unsubscribe$/, () => import('@/app/api/newsletter/unsubscribe/route')],
  [/^\/api\/inquiry$/, () => import('@/app/api/inquiry/route')],
  [/^\/api\/user\/job-alerts$/, () => import('@/app/api/user/job-alerts/route')],
  [/^\/api\/user\/job-alerts\/([^/]+)$/, () => import('@/app/api/user/job-alerts/[id]/route'), ['id']],
  [
    /^\/api\/user\/job-alerts\/([^/]+)\/offers$/,
    () => import('@/app/api/user/job-alerts/[id]/offers/route'),
    ['id'],
  ],
  [
    /^\/api\/user\/job-alerts\/([^/]+)\/seen$/,
    () => import('@/app/api/user/job-alerts/[id]/seen/route'),
    ['id'],
  ],
  [/^\/api\/job-alerts\/subscribe$/, () => import('@/app/api/job-alerts/subscribe/route')],
  [/^\/api\/job-alerts\/confirm$/, () => import('@/app/api/job-alerts/confirm/route')],
  [/^\/api\/job-alerts\/unsubscribe$/, () => import('@/app/api/job-alerts/unsubscribe/route')],
];

/**
 * A route the list above does not name, found among the route files on disk (the most specific
 * match: a static segment wins over a dynamic one).
 */
async function catalogueRoute(pathname: string) {
  const { routeCatalogue } = await import('./route-catalogue');
  return routeCatalogue()
    .filter((route) => {
      const pattern = route.template.replace(/\[(\.\.\.)?\w+\]/g, (_, rest) => (rest ? '(.+)' : '([^/]+)'));
      return new RegExp(`^${pattern}$`).test(pathname);
    })
    .sort((a, b) => a.params.length - b.params.length)[0];
}

/** Calls the route handler the app would call for this request, as Next.js does. */
export async function dispatch(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!routes.some(([pattern]) => pattern.test(pathname))) {
    const route = await catalogueRoute(pathname);
    if (route) {
      const { callRoute } = await import('./route-catalogue');
      return callRoute(route, request);
    }
  }
  for (const [pattern, load, names = []] of routes) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const handler = (await load())[request.method];
    if (typeof handler !== 'function') return new Response(null, { status: 405 });
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1])]),
    );
    return (handler as Handler)(request, { params: Promise.resolve(params) });
  }
  return new Response(null, { status: 404 });
}
