'use client';

import { useEffect, useRef, useState } from 'react';
import { VideoFrame } from './video-frame';

interface VimeoPlayerProps {
  videoId: string;
  title: string;
  autoplay: boolean;
  controls: boolean;
  loop: boolean;
  muted: boolean;
}

/** The Vimeo player, loaded only when a Vimeo video opens; its size sets the aspect ratio. */
export function VimeoPlayer({ videoId, title, ...options }: VimeoPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const { autoplay, controls, loop, muted } = options;

  useEffect(() => {
    const id = Number(videoId);
    if (!host.current || !Number.isInteger(id)) return;
    let player: import('@vimeo/player').default | undefined;
    let cancelled = false;
    import('@vimeo/player').then(async ({ default: Player }) => {
      if (cancelled || !host.current) return;
      player = new Player(host.current, {
        id,
        responsive: true,
        autoplay,
        controls,
        loop,
        muted,
        title: false,
      });
      const [width, height] = await Promise.all([player.getVideoWidth(), player.getVideoHeight()]);
      if (!cancelled && width && height) setSize({ width, height });
    });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [videoId, autoplay, controls, loop, muted]);

  return (
    <VideoFrame ratio={size ? size.width / size.height : undefined} naturalWidth={size?.width}>
      <div ref={host} title={title} data-testid="vimeo-player" className="h-full w-full" />
    </VideoFrame>
  );
}
