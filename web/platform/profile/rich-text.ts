import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { LINK_PROTOCOLS } from '@/lib/links/link-protocols';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

/** First pass: only the allowed tags, and hrefs only with the allowed protocols. */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...LINK_PROTOCOLS],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: { b: 'strong', i: 'em' },
};

/** An absolute URL: relative links are not kept (the first pass already checked the protocol). */
const hasProtocol = (href: string | undefined) => !!href && /^[a-z][a-z0-9+.-]*:/i.test(href);

/** Second pass: every link that kept an absolute href opens safely; any other is left without attributes. */
const links: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...LINK_PROTOCOLS],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      hasProtocol(attribs.href)
        ? { tagName, attribs: { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' } }
        : { tagName, attribs: {} as sanitizeHtml.Attributes },
  },
};

/** Rich-text HTML reduced to paragraphs, breaks, bold, italic, lists and links with allowed protocols. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, allowlist), links).trim();
}
