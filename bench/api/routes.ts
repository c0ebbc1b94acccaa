import type { RouteTable } from './http-adapter';

/** The route handlers the benchmark calls, loaded after the environment is set. */
export async function platformRoutes(): Promise<RouteTable> {
  return [
    [/^\/api\/me$/, await import('../../web/app/api/me/route')],
    [/^\/api\/user\/follow-job-offer$/, await import('../../web/app/api/user/follow-job-offer/route')],
    [/^\/api\/user\/unfollow-job-offer$/, await import('../../web/app/api/user/unfollow-job-offer/route')],
    [/^\/auth\/([^/]+)\/login$/, await import('../../web/app/auth/[provider]/login/route'), ['provider']],
    [/^\/auth\/complete$/, await import('../../web/app/auth/complete/route')],
    [/^\/api\/auth\/.+$/, await import('../../web/app/api/auth/[...all]/route')],
    [/^\/dev-idp\/.+$/, await import('../../web/app/dev-idp/[...path]/route')],
  ];
}
