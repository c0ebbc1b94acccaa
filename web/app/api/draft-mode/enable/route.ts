import { sanityProject } from '@tribe/studio/sanity-project';
import { draftMode } from 'next/headers';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { localDataset } from '@/content/local-dataset';
import { isStudioPreviewSecret } from '@/content/preview/studio-preview-secret';
import { sanityClient } from '@/content/sanity-client';
import { ApiError, fieldError } from '@/contracts/api-error';
import { isPreviewSecret, safePreviewPath } from '@/platform/preview/preview-secret';
import { errorResponse } from '@/server/http/errors';

const STUDIO_SECRET = 'sanity-preview-secret';
const STUDIO_PATHNAME = 'sanity-preview-pathname';

/** Offline: the Presentation tool's secret (kept in the local dataset), or a link signed with the site's secret. */
async function offlineAccess(query: URLSearchParams) {
  const studioSecret = query.get(STUDIO_SECRET);
  if (studioSecret !== null) {
    return {
      valid: await isStudioPreviewSecret(await localDataset(), studioSecret),
      redirect: { field: STUDIO_PATHNAME, value: query.get(STUDIO_PATHNAME) },
    };
  }
  return {
    valid: isPreviewSecret(query.get('secret')),
    redirect: { field: 'redirect', value: query.get('redirect') },
  };
}

/**
 * Turns on draft mode for previews. Online, the Studio's Presentation tool calls it with a
 * secret it keeps in the Content Lake; offline, with the secret it keeps in the local dataset,
 * or a link signed with the site's own secret (`pnpm preview:link <path>`).
 */
export async function GET(request: Request) {
  const project = sanityProject();
  if (project.online) {
    const client = sanityClient().withConfig({ token: project.readToken, useCdn: false });
    return defineEnableDraftMode({ client }).GET(request);
  }
  const access = await offlineAccess(new URL(request.url).searchParams);
  if (!access.valid) {
    return errorResponse(
      new ApiError(401, 'invalid_secret', 'The preview secret is missing, wrong or expired.'),
    );
  }
  const redirect = safePreviewPath(access.redirect.value);
  if (!redirect) {
    return errorResponse(
      fieldError(
        access.redirect.field,
        'invalid_redirect',
        `${access.redirect.field} must be a path on this site, such as /cs/company/preview/{id}.`,
      ),
    );
  }
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { Location: redirect, 'Cache-Control': 'no-store' } });
}
