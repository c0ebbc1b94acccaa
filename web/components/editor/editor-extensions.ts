import StarterKit from '@tiptap/starter-kit';
import { DEFAULT_LINK_PROTOCOL, hasAllowedProtocol, LINK_PROTOCOLS } from '@/lib/links/link-protocols';

/**
 * What the editor can hold: paragraphs, hard breaks, bold, italic, bullet and ordered lists
 * and links, the same set the server keeps. Anything else pasted in is reduced to it.
 */
export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // Stored descriptions end where the text ends, without an empty paragraph after a list.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: DEFAULT_LINK_PROTOCOL,
      // linkifyjs knows http, https, ftp and mailto; the rest are registered here.
      protocols: LINK_PROTOCOLS.filter((protocol) => !['http', 'https', 'ftp', 'mailto'].includes(protocol)),
      isAllowedUri: (url) => hasAllowedProtocol(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    },
  }),
];
