import { RootStatusPage } from '@/components/error/root-status-page';
import './globals.css';

export const metadata = { title: '403', robots: { index: false } };

/**
 * `forbidden()`, which no page calls yet (`authInterrupts` is on for `unauthorized()`). Without it,
 * every page's payload would carry Next.js's English default.
 */
export default function RootForbidden() {
  return <RootStatusPage statusCode={403} />;
}
