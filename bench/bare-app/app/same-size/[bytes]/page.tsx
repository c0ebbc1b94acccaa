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
const SENTENCE = 'A static page of the same size as the page of the site it stands beside. ';

/** A prerendered page whose raw HTML is `bytes` long (to a few bytes), filled with plain text. */
export default async function SameSizePage({ params }: PageProps<'/same-size/[bytes]'>) {
  const bytes = Number((await params).bytes);
  const fillerLength = Math.floor((bytes - PAGE_FRAME_BYTES) / 2);
  return (
    <main>
      <p>{SENTENCE.repeat(Math.ceil(fillerLength / SENTENCE.length)).slice(0, fillerLength)}</p>
    </main>
  );
}
