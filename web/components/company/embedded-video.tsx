'use client';

import { youtubeEmbedUrl } from '@/lib/company/youtube-embed';
import { VideoFrame } from './video-frame';
import { VimeoPlayer } from './vimeo-player';

export const modalVideoOptions = { autoplay: true, controls: true, loop: false, muted: false };

/** A YouTube (no-cookie) or Vimeo video, playing, fitted within 90% of the viewport. */
export function EmbeddedVideo({
  platform,
  videoId,
  title,
}: {
  platform: 'youtube' | 'vimeo';
  videoId: string;
  title: string;
}) {
  if (platform === 'vimeo') return <VimeoPlayer videoId={videoId} title={title} {...modalVideoOptions} />;
  return (
    <VideoFrame>
      <iframe
        src={youtubeEmbedUrl(videoId, modalVideoOptions)}
        title={title}
        data-testid="youtube-embed"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="h-full w-full border-0"
      />
    </VideoFrame>
  );
}
