import { NotFoundBoundaryView } from '@/components/error/boundary-views';

// A not-found boundary gets no params, and reading the locale from the request would make the
// cached pages that call notFound() fail; the status code is a title every language reads.
export const metadata = { title: '404', robots: { index: false } };

export default function NotFound() {
  return <NotFoundBoundaryView />;
}
