import type { MetadataRoute } from 'next';
import { publicEnv } from '@/config/public-env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/studio', '/api', '/auth', '/cs/profil', '/en/profile'],
    },
    sitemap: `${publicEnv.siteUrl}/sitemap.xml`,
  };
}
