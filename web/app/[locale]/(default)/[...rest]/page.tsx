import { notFound } from 'next/navigation';

/** Any path under a locale that no route claims is a 404. */
export default function UnknownRoute() {
  notFound();
}
