'use client';

import type { VideoFile } from '@/components/company/gallery-items';
import { VideoFrame } from './video-frame';

/** Each language's own name, the same on Czech and English pages. */
const languageNames = { cs: 'Čeština', en: 'English' } as const;

/**
 * A video the site serves itself, in the browser's own player: keyboard operable, captions in
 * both languages (the page's shown by default), nothing loaded until it plays.
 */
export function OwnVideo({ video, title }: { video: VideoFile; title: string }) {
  return (
    <VideoFrame>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions come as tracks, one per language */}
      <video
        controls
        preload="none"
        playsInline
        poster={video.posterSrc ?? undefined}
        aria-label={title}
        data-autofocus
        data-testid="own-video"
        className="h-full w-full focus-visible:outline-3 focus-visible:outline-electric-blue"
      >
        <source src={video.src} type={video.mimeType ?? undefined} />
        {video.captions.map((track) => (
          <track
            key={track.lang}
            kind="captions"
            srcLang={track.lang}
            label={languageNames[track.lang]}
            src={track.src}
            default={track.isDefault}
          />
        ))}
      </video>
    </VideoFrame>
  );
}
