import { sanityProject } from '@tribe/studio/sanity-project';
import { draftMode } from 'next/headers';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { sanityClient } from '@/content/sanity-client';
import { isPreviewSecret, safePreviewPath } from '@/platform/preview/preview-secret';

/**
 * Turns on draft mode for previews. Online, the Studio's Presentation tool calls it with a
 * secret it keeps in the Content Lake; offline, a link signed with the site's own secret
 * (`pnpm preview:link <path>`).
 */
export async function GET(request: Request) {
  const project = sanityProject();
  if (project.online) {
    const client = sanityClient().withConfig({ token: project.readToken, useCdn: false });
    return defineEnableDraftMode({ client }).GET(request);
  }
  const url = new URL(request.url);
  const redirect = safePreviewPath(url.searchParams.get('redirect'));
  if (!isPreviewSecret(url.searchParams.get('secret'))) {
    return Response.json(
      { error: { code: 'invalid_secret', message: 'The preview secret is missing or wrong.' } },
      { status: 401 },
    );
  }
  if (!redirect) {
    return Response.json(
      {
        error: {
          code: 'invalid_redirect',
          message: 'redirect must be a path on this site, such as /cs/company/preview/{id}.',
          field: 'redirect',
        },
      },
      { status: 400 },
    );
  }
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { Location: redirect } });
}
