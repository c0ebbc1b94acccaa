import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@tribe/routes';

import { escapeHtml } from '@tribe/server-kit/escape-html';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6f8;color:#010101}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}p{line-height:1.5}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #9aa5b1;border-radius:.5rem;font:inherit}
button,.action{display:block;box-sizing:border-box;margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#053741;color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.badge{display:inline-block;padding:.2rem .6rem;border-radius:1rem;background:#ffe8a3;font-size:.8rem;font-weight:700}
.error{color:#b00020;font-weight:600}`;

export interface HtmlPage {
  locale: Locale;
  title: string;
  /** Markup of the page's main element; escape every value that came from outside. */
  content: string;
  /** The only script the page may run (pinned in the CSP by its hash). */
  script?: string;
}

/** A small self-contained page for the sign-in windows: no external resources, strict CSP. */
export function renderHtmlPage({ locale, title, content, script }: HtmlPage): { html: string; csp: string } {
  const scriptHash = script ? `'sha256-${createHash('sha256').update(script).digest('base64')}'` : "'none'";
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptHash}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${content}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
  return { html, csp };
}

/** The page as a Response, never cached. */
export function htmlResponse(page: HtmlPage, status = 200, extraHeaders?: HeadersInit): Response {
  const { html, csp } = renderHtmlPage(page);
  const headers = new Headers(extraHeaders);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', csp);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(html, { status, headers });
}
