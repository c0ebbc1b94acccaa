import { RootStatusPage } from '@/components/error/root-status-page';
import './globals.css';

export const metadata = { title: '401', robots: { index: false } };

/**
 * `unauthorized()` outside the route groups that have their own 401 page. Without it, every page's
 * payload would carry Next.js's English default.
 */
export default function RootUnauthorized() {
  return <RootStatusPage statusCode={401} />;
}
