import { RootStatusPage } from '@/components/error/root-status-page';
import './globals.css';

/**
 * A 404 outside any locale. Its element is part of every page's payload, so it carries only the
 * messages it shows.
 */
export default function RootNotFound() {
  return <RootStatusPage statusCode={404} />;
}
