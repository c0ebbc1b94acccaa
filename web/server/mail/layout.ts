import 'server-only';
import type { Locale } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import { publicEnv } from '@/config/public-env';
import { platformTranslator } from '../i18n/texts';
import { htmlToText } from './html-to-text';

/** What a message says, already translated into the recipient's language. */
export interface MailContent {
  locale: Locale;
  /** The line mail clients show next to the subject. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  details?: { label: string; value: string }[];
  /** Linked items, one a line with a note under each (a job alert's new offers). */
  links?: { title: string; url: string; note?: string }[];
  /** HTML someone wrote (an inquiry's message), already sanitised by the caller. */
  sanitizedHtml?: string;
  footer?: string;
  /** A link under the footer (where to manage what the message is about). */
  footerLink?: { label: string; url: string };
  /** Adds the unsubscribe link every newsletter message carries. */
  unsubscribeUrl?: string;
}

const COLORS = { brand: '#053741', page: '#f4f6f8', text: '#010101', muted: '#52606d', line: '#d9e2ec' };
const FONT = 'font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

function detailsHtml(details: NonNullable<MailContent['details']>): string {
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:${COLORS.muted};font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse">${rows}</table>`;
}

function linksHtml(links: NonNullable<MailContent['links']>): string {
  const items = links
    .map(
      ({ title, url, note }) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(url)}" style="color:${COLORS.brand};font-weight:600">${escapeHtml(title)}</a>${note ? `<br><span style="font-size:14px;color:${COLORS.muted}">${escapeHtml(note)}</span>` : ''}</li>`,
    )
    .join('');
  return `<ul style="margin:16px 0;padding-left:20px;line-height:1.5">${items}</ul>`;
}

function actionHtml({ label, url }: NonNullable<MailContent['action']>): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${COLORS.brand};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p><p style="font-size:13px;color:${COLORS.muted};word-break:break-all">${escapeHtml(url)}</p>`;
}

function renderHtml(content: MailContent, unsubscribeLabel: string): string {
  const {
    locale,
    preheader,
    heading,
    paragraphs,
    action,
    details,
    links,
    sanitizedHtml,
    footer,
    footerLink,
    unsubscribeUrl,
  } = content;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(
      (paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph)}</p>`,
    ),
    details?.length ? detailsHtml(details) : '',
    links?.length ? linksHtml(links) : '',
    sanitizedHtml
      ? `<div style="margin:16px 0;padding:12px 16px;border-left:4px solid ${COLORS.line};line-height:1.5">${sanitizedHtml}</div>`
      : '',
    action ? actionHtml(action) : '',
  ].join('');
  const closing = [
    footer ? `<p style="margin:0 0 8px">${escapeHtml(footer)}</p>` : '',
    footerLink
      ? `<p style="margin:0 0 8px"><a href="${escapeHtml(footerLink.url)}" style="color:${COLORS.muted}">${escapeHtml(footerLink.label)}</a></p>`
      : '',
    unsubscribeUrl
      ? `<p style="margin:0"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.muted}">${escapeHtml(unsubscribeLabel)}</a></p>`
      : '',
  ].join('');
  const hidden = preheader
    ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head><body style="margin:0;background:${COLORS.page};color:${COLORS.text};${FONT}">${hidden}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px"><tr><td style="padding:16px 24px;background:${COLORS.brand};color:#ffffff;font-size:20px;font-weight:700;border-radius:12px 12px 0 0">${escapeHtml(publicEnv.productName)}</td></tr><tr><td style="padding:24px;background:#ffffff;font-size:16px">${body}</td></tr><tr><td style="padding:16px 24px;font-size:13px;color:${COLORS.muted}">${closing}</td></tr></table></td></tr></table></body></html>`;
}

function renderText(content: MailContent, unsubscribeLabel: string): string {
  const { heading, paragraphs, action, details, links, sanitizedHtml, footer, footerLink, unsubscribeUrl } =
    content;
  const blocks = [
    heading,
    ...paragraphs,
    details?.length ? details.map(({ label, value }) => `${label}: ${value}`).join('\n') : '',
    links?.length
      ? links
          .map(({ title, url, note }) =>
            [`- ${title}`, note && `  ${note}`, `  ${url}`].filter(Boolean).join('\n'),
          )
          .join('\n\n')
      : '',
    sanitizedHtml ? htmlToText(sanitizedHtml) : '',
    action ? `${action.label}: ${action.url}` : '',
    footer || footerLink || unsubscribeUrl ? '-- ' : '',
    footer ?? '',
    footerLink ? `${footerLink.label}: ${footerLink.url}` : '',
    unsubscribeUrl ? `${unsubscribeLabel}: ${unsubscribeUrl}` : '',
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** The site's one message layout: branded HTML with every value escaped, and its plain-text twin. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const unsubscribeLabel = platformTranslator(content.locale, 'Mail')('unsubscribe');
  return { html: renderHtml(content, unsubscribeLabel), text: renderText(content, unsubscribeLabel) };
}
