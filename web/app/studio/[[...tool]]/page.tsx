import type { Metadata } from 'next';
import { metadata as studioMetadata } from 'next-sanity/studio';
import { siteIcons } from '@/lib/seo/site-metadata';
import { Studio } from './studio';

export const dynamic = 'force-static';
export { viewport } from 'next-sanity/studio';

// The site's icons: without them the browser asks for /favicon.ico, which the site does not serve.
export const metadata: Metadata = { ...studioMetadata, icons: siteIcons };

export default function StudioPage() {
  return <Studio />;
}
