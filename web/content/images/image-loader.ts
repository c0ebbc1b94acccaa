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
  const url = new URL(src, 'http://placeholder');
  url.searchParams.set('w', String(width));
  if (quality) url.searchParams.set('q', String(quality));
  url.searchParams.set('auto', 'format');
  return url.origin === 'http://placeholder' ? `${url.pathname}${url.search}` : url.toString();
}
