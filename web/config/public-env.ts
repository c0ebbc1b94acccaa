/**
 * Configuration that the browser may see. Next.js inlines NEXT_PUBLIC_* at build
 * time, so each variable is read by its literal name.
 */
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export const publicEnv = {
  siteUrl,
  productName: process.env.NEXT_PUBLIC_PRODUCT_NAME || 'Tribe',
  authHost: (process.env.NEXT_PUBLIC_AUTH_HOST || `${siteUrl}/auth`).replace(/\/+$/, ''),
  authAppId: process.env.NEXT_PUBLIC_AUTH_APP_ID || 'tribe-web',
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY || '',
  posthogHost: process.env.NEXT_PUBLIC_POSTHOG_HOST || 'https://eu.i.posthog.com',
  posthogPageLeave: process.env.NEXT_PUBLIC_POSTHOG_PAGE_LEAVE !== 'false',
} as const;
