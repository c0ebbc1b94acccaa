import { DEFAULT_VIDEO_ASPECT_RATIO } from '@/lib/company/media-sizes';

/**
 * A box of the video's aspect ratio, as large as fits in 90% of the viewport's width and height,
 * and never wider than the video's natural width when that is known.
 */
export function VideoFrame({
  ratio = DEFAULT_VIDEO_ASPECT_RATIO,
  naturalWidth,
  children,
}: {
  ratio?: number;
  naturalWidth?: number;
  children: React.ReactNode;
}) {
  const limits = [`90vw`, `calc(90vh * ${ratio})`, naturalWidth ? `${naturalWidth}px` : null].filter(Boolean);
  return (
    <div style={{ width: `min(${limits.join(', ')})`, aspectRatio: ratio }} className="bg-black">
      {children}
    </div>
  );
}
