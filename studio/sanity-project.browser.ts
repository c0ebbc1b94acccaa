import { projectFrom, type SanityProject } from './sanity-project-shape';

export { OFFLINE_PROJECT_ID, SANITY_API_VERSION, type SanityProject } from './sanity-project-shape';

/**
 * The browser's Sanity project: next.config.ts resolved and validated it on the server with the
 * one rule of `sanity-project.ts` and inlined the result under the public names, so the browser
 * reads those two values and ships no validation code.
 */
export function sanityProject(): SanityProject {
  return projectFrom({
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET,
  });
}
