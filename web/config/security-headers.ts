import type { NextConfig } from 'next';
import {
  API_POLICY,
  CV_PREVIEW_POLICY,
  type PolicyInputs,
  sitePolicy,
  studioPolicy,
} from './content-security-policy';

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>;

/** Browser features the site never uses (the video players keep autoplay, fullscreen and picture-in-picture). */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

const header = (key: string, value: string) => ({ key, value });

/**
 * Security headers for every response, set by next.config.ts so cached pages stay cached (the
 * values are fixed when the app is built, like the `NEXT_PUBLIC_*` values).
 *
 * Paths that answer with their own policy are left out of the policy rules, because Next.js lets
 * configured headers win over a route handler's: the sign-in windows (`/auth/*`, `/dev-idp/*`,
 * each with the hash of its one script) and the e-mailed link pages (newsletter, contact
 * address, job alerts). The sign-in windows also get no opener policy: they pass through the
 * provider's site, and a policy there would cut the popup off from the window that opened it.
 */
export function securityHeaders(inputs: PolicyInputs): HeaderRules {
  const everywhere = [
    header('X-Content-Type-Options', 'nosniff'),
    header('Referrer-Policy', 'strict-origin-when-cross-origin'),
    header('Permissions-Policy', PERMISSIONS_POLICY),
    ...(inputs.https ? [header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')] : []),
  ];
  return [
    { source: '/:path*', headers: everywhere },
    {
      source: '/:path((?!auth/|dev-idp|api/auth/).*)',
      headers: [header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')],
    },
    {
      source: '/:path((?!api/|auth/|dev-idp|studio).*)',
      headers: [header('Content-Security-Policy', sitePolicy(inputs))],
    },
    { source: '/studio', headers: [header('Content-Security-Policy', studioPolicy(inputs))] },
    { source: '/studio/:path*', headers: [header('Content-Security-Policy', studioPolicy(inputs))] },
    {
      source: '/api/:path((?!newsletter/|contact-email/|job-alerts/|workspace/applications/[^/]+/cv$).*)',
      headers: [header('Content-Security-Policy', API_POLICY)],
    },
    // A candidate's CV is previewed in a frame of the workspace's own page.
    {
      source: '/api/workspace/applications/:id/cv',
      headers: [header('Content-Security-Policy', CV_PREVIEW_POLICY)],
    },
    { source: '/auth/logout', headers: [header('Content-Security-Policy', API_POLICY)] },
  ];
}
