import 'server-only';
import { contentEnv } from './env';
import { localDataset } from './local-dataset';
import { sanityClient } from './sanity-client';

/** A read every dataset answers: the site settings singleton's id. */
const PROBE_QUERY = '*[_id == "siteSettings"][0]._id';

/** Throws unless the content source answers a query, uncached (the Content Lake or the local dataset). */
export async function checkContentSource(): Promise<void> {
  if (contentEnv().online) {
    await sanityClient().fetch(
      PROBE_QUERY,
      {},
      { perspective: 'published', useCdn: false, cache: 'no-store' },
    );
    return;
  }
  await (await localDataset()).query(PROBE_QUERY, {}, 'published');
}
