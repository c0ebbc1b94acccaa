/**
 * The text items of a PDF, page by page (PDF.js through unpdf, with no worker of its own and no
 * fonts fetched): `{ pages }`, or `{ refusal }` (`unreadable`, `too_many_pages` with `pages`,
 * `over_budget` once the text passes `maxTextChars`).
 */
import { getDocumentProxy } from 'unpdf';

export async function run({ bytes, maxPages, maxTextChars }) {
  let document;
  try {
    document = await getDocumentProxy(bytes, { stopAtErrors: false });
  } catch {
    return { refusal: 'unreadable' };
  }
  try {
    if (document.numPages > maxPages) return { refusal: 'too_many_pages', pages: document.numPages };
    const pages = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      const lines = [];
      for (const item of items) {
        if (item.str == null || item.dir === 'ttb') continue;
        characters += item.str.length;
        if (characters > maxTextChars) return { refusal: 'over_budget' };
        const [, , c, d, x, y] = item.transform;
        lines.push({ str: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d) });
      }
      pages.push(lines);
      page.cleanup();
    }
    return { pages };
  } catch {
    return { refusal: 'unreadable' };
  } finally {
    await document.loadingTask.destroy();
  }
}
