import { NotFoundBoundaryView } from './boundary-views';

// A not-found boundary gets no params, and reading the locale from the request would make the
// cached pages that call notFound() fail; the status code is a title every language reads.
export const metadata = { title: '404', robots: { index: false } };

/** What a page that found no content shows in its section of the site, in the visitor's language. */
export default function NotFoundBoundary() {
  return <NotFoundBoundaryView />;
}
