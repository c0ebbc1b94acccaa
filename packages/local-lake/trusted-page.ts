import { escapeHtml } from '@tribe/server-kit/escape-html';

/** What the browser shows once it accepted the lake's certificate: the way back to the Studio. */
export function trustedPage(studioUrl: string): string {
  const link = escapeHtml(studioUrl);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Content Lake</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;line-height:1.5">
<h1>The local Content Lake is trusted</h1>
<p>This browser now accepts the lake's certificate. Go back to the <a href="${link}">Studio</a>.</p>
</body></html>`;
}
