/** The privacy-enhanced YouTube host (spec section 7, 'Embedded videos'). */
export const YOUTUBE_EMBED_HOST = 'https://www.youtube-nocookie.com';

export interface YoutubeEmbedOptions {
  autoplay: boolean;
  controls: boolean;
}

/** The no-cookie embed URL of a YouTube video with exactly the spec's parameters. */
export function youtubeEmbedUrl(videoId: string, { autoplay, controls }: YoutubeEmbedOptions): string {
  const params = new URLSearchParams({
    autoplay: autoplay ? '1' : '0',
    controls: controls ? '1' : '0',
    playsinline: '1',
    showinfo: '0',
    rel: '0',
    iv_load_policy: '3',
    enablejsapi: '1',
    widgetid: '0',
  });
  return `${YOUTUBE_EMBED_HOST}/embed/${encodeURIComponent(videoId)}?${params}`;
}
