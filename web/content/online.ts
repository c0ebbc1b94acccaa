import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_TAG } from './cache/content-tags';
import { contentEnv } from './env';
import type { Perspective } from './local/perspective';

let client: SanityClient | null = null;

function sanityClient(): SanityClient {
  if (!client) {
    const env = contentEnv();
    client = createClient({
      projectId: env.projectId,
      dataset: env.dataset,
      apiVersion: env.apiVersion,
      useCdn: true,
      token: env.readToken || undefined,
    });
  }
  return client;
}

/** Content Lake query; published content is cached under CONTENT_TAG until a webhook revalidates it. */
export function fetchOnline<T>(
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<T> {
  const drafts = perspective === 'drafts';
  return sanityClient().fetch<T>(query, params, {
    perspective,
    useCdn: !drafts,
    ...(drafts ? { cache: 'no-store' } : { next: { tags: [CONTENT_TAG] } }),
  });
}
