import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { sanityProject } from '@tribe/studio/sanity-project';

let client: SanityClient | null = null;

/** The one Content Lake client (online mode); reads published content from the CDN unless told otherwise. */
export function sanityClient(): SanityClient {
  if (!client) {
    const project = sanityProject();
    client = createClient({
      projectId: project.projectId,
      dataset: project.dataset,
      apiVersion: project.apiVersion,
      useCdn: true,
      token: project.readToken || undefined,
      ...(project.apiHost ? { apiHost: project.apiHost, useProjectHostname: false } : {}),
    });
  }
  return client;
}
