import { createHash } from 'node:crypto';
import { OFFLINE_PROJECT_ID, type SanityProject } from '@tribe/studio/sanity-project';
import { z } from 'zod';
import { CONSENT_MARKER_SCRIPT } from './consent-marker';

/** The one inline script of the site's own, in every page's head. */
const CONSENT_MARKER_HASH = `'sha256-${createHash('sha256').update(CONSENT_MARKER_SCRIPT).digest('base64')}'`;

/** The lake's port when `LOCAL_LAKE_PORT` is unset (kept in step with the local Content Lake). */
export const DEFAULT_LOCAL_LAKE_PORT = 3333;

const lakePort = z.coerce
  .number({ message: 'LOCAL_LAKE_PORT must be a port number' })
  .int('LOCAL_LAKE_PORT must be a port number')
  .min(1, 'LOCAL_LAKE_PORT must be between 1 and 65535')
  .max(65535, 'LOCAL_LAKE_PORT must be between 1 and 65535');

/** Where the offline Studio reaches the local Content Lake: `https://tribelocal.localhost:{LOCAL_LAKE_PORT}`. */
export function localLakeOrigin(port = process.env.LOCAL_LAKE_PORT): string {
  const parsed = lakePort.safeParse(port?.trim() || DEFAULT_LOCAL_LAKE_PORT);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return `https://${OFFLINE_PROJECT_ID}.localhost:${parsed.data}`;
}

/** The video players the company profile embeds (YouTube's no-cookie host and Vimeo). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/** `@vimeo/player` asks Vimeo's oEmbed API for the player of a video id before framing it. */
export const VIDEO_LOOKUP_ORIGINS = ['https://vimeo.com'];

/** posthog-js loads its extensions from `{region}-assets.i.posthog.com` for PostHog Cloud hosts, else from the API host. */
export function analyticsOrigins(posthogHost: string): string[] {
  const api = new URL(posthogHost).origin;
  const assets = api.replace(/\.i\.posthog\.com$/, '-assets.i.posthog.com');
  return assets === api ? [api] : [api, assets];
}

/** The Content Lake hosts of a configured Sanity project (API, CDN API, live events, images). */
function sanityOrigins(project: SanityProject) {
  if (!project.online) return { connect: [], images: [] };
  const api = `https://${project.projectId}.api.sanity.io`;
  return {
    connect: [
      api,
      `https://${project.projectId}.apicdn.sanity.io`,
      `wss://${project.projectId}.api.sanity.io`,
    ],
    images: ['https://cdn.sanity.io'],
  };
}

export interface PolicyInputs {
  project: SanityProject;
  /** `NEXT_PUBLIC_POSTHOG_HOST`; its hosts are allowed only when analytics has a key. */
  posthogHost: string | null;
  /** True when the site is served over https: mixed content is upgraded. */
  https: boolean;
}

type Directives = Record<string, string[]>;

function serialize(directives: Directives, https: boolean): string {
  const parts = Object.entries(directives).map(([name, sources]) => [name, ...sources].join(' '));
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** Directives every HTML policy of the site shares. */
const LOCKED = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The policy of the site's pages. Next.js streams each page's data as inline
 * `self.__next_f.push(…)` scripts that differ per page and per content revision, so no hash known
 * at build time can name them. A page rendered per request is given a nonce (`nonce`): Next.js
 * puts it on each of its scripts, and only scripts carrying it, or loaded by one
 * (`'strict-dynamic'`), run, besides the consent marker, named by its hash. A page served from the
 * cache cannot carry a nonce (each answer would need a new one), so there scripts may come from
 * this origin (and the analytics host) and run inline, as Next.js documents for pages without
 * nonces. Everything else is locked on every page: no plugins, no foreign frames or form targets,
 * no `<base>`, and only the listed hosts for everything else.
 */
export function sitePolicy({ project, posthogHost, https }: PolicyInputs, nonce?: string): string {
  const analytics = posthogHost ? analyticsOrigins(posthogHost) : [];
  const sanity = sanityOrigins(project);
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", CONSENT_MARKER_HASH, ...analytics]
    : ["'self'", "'unsafe-inline'", ...analytics];
  return serialize(
    {
      'default-src': ["'self'"],
      'script-src': scripts,
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...sanity.images],
      'media-src': ["'self'", ...sanity.images],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...VIDEO_LOOKUP_ORIGINS, ...analytics, ...sanity.connect],
      // 'self': the recruiters' workspace previews a candidate's CV (a PDF) in a frame.
      'frame-src': ["'self'", ...VIDEO_PLAYER_ORIGINS],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      ...LOCKED,
    },
    https,
  );
}

/**
 * The Studio's policy: it runs Sanity's editor, which builds styles at run time, reads images and
 * documents from the Content Lake (online) or the local lake (offline), and frames the site's
 * preview pages in Presentation.
 */
export function studioPolicy({ project, https }: PolicyInputs, lakeOrigin = localLakeOrigin()): string {
  const lake = project.online
    ? {
        connect: [...sanityOrigins(project).connect, ...STUDIO_SERVICE_ORIGINS],
        images: ['https://cdn.sanity.io'],
      }
    : {
        // The lake's WebSocket is tried and not served; the Studio works without it.
        connect: [lakeOrigin, lakeOrigin.replace(/^https:/, 'wss:'), ...STUDIO_SERVICE_ORIGINS],
        images: [lakeOrigin],
      };
  return serialize(
    {
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...lake.images],
      'font-src': ["'self'", 'data:', STUDIO_FONT_ORIGIN],
      'connect-src': ["'self'", ...lake.connect],
      'frame-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      ...LOCKED,
    },
    https,
  );
}

/**
 * The Studio itself asks Sanity for a newer Studio version and sends feedback events, online and
 * offline (offline both fail without harm).
 */
const STUDIO_SERVICE_ORIGINS = ['https://sanity-cdn.com', 'https://api.sanity.io'];

/** Sanity UI loads its Inter font from Sanity's design-system host. */
const STUDIO_FONT_ORIGIN = 'https://design-system-static.sanity.io';

/** JSON answers render nothing, load nothing and may not be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A document the site frames itself (a CV in the workspace): only its own pages may frame it. */
export const CV_PREVIEW_POLICY = "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
