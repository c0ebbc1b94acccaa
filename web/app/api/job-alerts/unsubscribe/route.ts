import { followAlertLink, showAlertLink } from '@/platform/job-alerts/link-pages';

export const dynamic = 'force-dynamic';

/** The unsubscribe link of every digest: GET shows a button, POST (also RFC 8058 one-click) deletes the alert. */
export const GET = showAlertLink('unsubscribe');
export const POST = followAlertLink('unsubscribe');
