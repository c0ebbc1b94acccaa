import { keptValues } from '@/lib/memo/kept-values';

/**
 * Every render of a list asks for the same images at the same few widths: each address is worked
 * out once, not parsed as a URL for every candidate of every card.
 */
const addressOf = keptValues<string>(10_000);

/**
 * A content image at one width: the URL already carries Sanity's parameters, so only the width
 * and quality are set (both Sanity's CDN and the local image route understand them).
 */
export default function sanityImageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}) {
  return addressOf(`${width} ${quality ?? ''} ${src}`, () => addressAtWidth(src, width, quality));
}

function addressAtWidth(src: string, width: number, quality: number | undefined): string {
  const url = new URL(src, 'http://placeholder');
  url.searchParams.set('w', String(width));
  if (quality) url.searchParams.set('q', String(quality));
  url.searchParams.set('auto', 'format');
  return url.origin === 'http://placeholder' ? `${url.pathname}${url.search}` : url.toString();
}
