import { sameSizePages } from '../../../same-size-pages';

// Only the sizes listed at build time exist, each prerendered once and served from Next.js's cache.
export const dynamicParams = false;

export function generateStaticParams() {
  return sameSizePages().map((bytes) => ({ bytes: String(bytes) }));
}

/**
 * The layout's and the payload's own bytes in this page's HTML, apart from the filler text: the
 * text appears twice, in the HTML and in the payload that hydrates it.
 */
const PAGE_FRAME_BYTES = 5_720;
/**
 * Czech, as the site's pages are: text with diacritics is held as a two-byte string and encoded to
 * UTF-8 on every write, which plain ASCII would spare the bare page.
 */
const SENTENCE = 'Statická stránka stejné velikosti jako stránka webu, vedle které se měří. ';
const SENTENCE_BYTES = Buffer.byteLength(SENTENCE);

/** Text of exactly `bytes` UTF-8 bytes: whole sentences, then spaces. */
function filler(bytes: number): string {
  const sentences = Math.floor(bytes / SENTENCE_BYTES);
  return SENTENCE.repeat(sentences) + ' '.repeat(bytes - sentences * SENTENCE_BYTES);
}

/** A prerendered page whose raw HTML is `bytes` long (to a few bytes), filled with plain text. */
export default async function SameSizePage({ params }: PageProps<'/same-size/[bytes]'>) {
  const bytes = Number((await params).bytes);
  return (
    <main>
      <p>{filler(Math.floor((bytes - PAGE_FRAME_BYTES) / 2))}</p>
    </main>
  );
}
