import { StatusBoundaryView } from '@/components/error/boundary-views';

// Like the not-found boundary, it gets no params; the status code is a title every language reads.
export const metadata = { title: '401', robots: { index: false } };

/** What `unauthorized()` renders (with status 401): the previews without draft mode. */
export default function Unauthorized() {
  return <StatusBoundaryView statusCode={401} />;
}
