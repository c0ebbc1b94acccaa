import { publicEnv } from '@/config/public-env';

/** The social-share card every page starts from: the shipped images under /meta/. */
export const shareCard = {
  openGraph: {
    type: 'website' as const,
    siteName: publicEnv.productName,
    images: [{ url: '/meta/og-image.png', width: 1200, height: 630, alt: publicEnv.productName }],
  },
  twitter: {
    card: 'summary_large_image' as const,
    images: [{ url: '/meta/twitter-image.png', width: 1200, height: 600, alt: publicEnv.productName }],
  },
};
