import { followAlertLink, showAlertLink } from '@/platform/job-alerts/link-pages';

export const dynamic = 'force-dynamic';

/** The double opt-in link of a visitor's alert: GET shows the button, POST confirms (once). */
export const GET = showAlertLink('confirm');
export const POST = followAlertLink('confirm');
