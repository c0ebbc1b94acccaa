import { followLink, showLink } from '@/platform/newsletter/link-routes';

export const dynamic = 'force-dynamic';

/** The unsubscribe link of every newsletter message: GET shows a button, POST (also RFC 8058 one-click) unsubscribes. */
export const GET = showLink('unsubscribe');
export const POST = followLink('unsubscribe');
