import { sanityProject } from '@tribe/studio/sanity-project';
import type { PolicyInputs } from './content-security-policy';
import { publicEnv } from './public-env';

/** What the site's Content-Security-Policy depends on, as this build and its environment say. */
export const sitePolicyInputs = (): PolicyInputs => ({
  project: sanityProject(),
  posthogHost: publicEnv.posthogKey ? publicEnv.posthogHost : null,
  https: publicEnv.siteUrl.startsWith('https://'),
});
