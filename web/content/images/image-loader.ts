'use client';

/**
 * The next/image loader for content images: the URL already carries Sanity's parameters,
 * so it only sets the width and quality next/image asks for (both modes understand them).
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
