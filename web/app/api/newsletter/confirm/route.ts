import { followLink, showLink } from '@/platform/newsletter/link-routes';

export const dynamic = 'force-dynamic';

/** The double opt-in link: GET shows the confirmation button, POST confirms (once). */
export const GET = showLink('confirm');
export const POST = followLink('confirm');
