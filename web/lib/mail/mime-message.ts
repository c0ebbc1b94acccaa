/**
 * A small reader for the messages the app writes to its outbox (nodemailer's RFC 822 output):
 * headers with RFC 2047 encoded words, a text/plain, a text/html and a text/calendar part in 7bit,
 * 8bit, quoted-printable or base64, and the names of its attachments. No server-only marker: the
 * end-to-end tests read the outbox too.
 */
export interface MimeMessage {
  /** Header names in lower case; a header sent twice keeps its last value. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The first iCalendar part (an invitation), or empty. */
  calendar: string;
  /** The file names of the attachments, in order. */
  attachments: string[];
}

type Parts = Omit<MimeMessage, 'headers'>;

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function decodeQuotedPrintable(value: string, underscoreIsSpace = false): Buffer {
  const unfolded = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index++) {
    const char = unfolded[index];
    const hex = unfolded.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words; whitespace between two encoded words disappears. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text, true)
      ).toString('utf8'),
    );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, transferEncoding = '7bit'): string {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

function boundaryOf(contentType: string): string | null {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? null;
}

function collectParts(raw: string, into: Parts) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = boundaryOf(contentType);
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const content = decodeBody(body.replace(/\r?\n$/, ''), headers['content-transfer-encoding']).replace(
    /\r\n/g,
    '\n',
  );
  const attachment = /^attachment/i.test(headers['content-disposition'] ?? '');
  const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1];
  if (attachment) into.attachments.push(filename ?? '');
  else if (/^text\/html/i.test(contentType)) into.html ||= content;
  else if (/^text\/plain/i.test(contentType)) into.text ||= content;
  else if (/^text\/calendar/i.test(contentType)) into.calendar ||= content;
}

/** Parses a whole message: its top-level headers, its first text, HTML and calendar parts, and its attachments' names. */
export function parseMimeMessage(raw: string): MimeMessage {
  const parts: Parts = { text: '', html: '', calendar: '', attachments: [] };
  collectParts(raw, parts);
  return { headers: parseHeaders(splitHead(raw).head), ...parts };
}

/** Every http(s) link in a plain text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>")]+/g)].map((match) => match[0]);
}
