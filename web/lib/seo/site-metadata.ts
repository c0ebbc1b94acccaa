import type { Metadata, Viewport } from 'next';
import { publicEnv } from '@/config/public-env';
import { shareCard } from './share-card';

interface SiteMetadataLabels {
  tagline: string;
  pitch: string;
  description: string;
  shareDescription: string;
}

/** The site's icons, on its pages and in the Studio's tab. */
export const siteIcons: Metadata['icons'] = {
  icon: [
    { url: '/favicon/favicon.ico', sizes: '32x32' },
    { url: '/favicon/favicon.svg', type: 'image/svg+xml' },
  ],
  apple: '/favicon/apple-touch-icon.png',
};

/** The head metadata every page inherits: title template, share card, icons, manifest. */
export function siteMetadata(labels: SiteMetadataLabels): Metadata {
  const suffix = `${publicEnv.productName} - ${labels.tagline} | ${labels.pitch}`;
  return {
    metadataBase: new URL(publicEnv.siteUrl),
    title: { template: `%s | ${suffix}`, default: suffix },
    description: labels.description,
    applicationName: publicEnv.productName,
    openGraph: { ...shareCard.openGraph, title: suffix, description: labels.shareDescription },
    twitter: { ...shareCard.twitter, title: suffix, description: labels.shareDescription },
    icons: siteIcons,
    manifest: '/favicon/site.webmanifest',
  };
}

export const siteViewport: Viewport = {
  themeColor: '#053741',
  width: 'device-width',
  initialScale: 1,
};
