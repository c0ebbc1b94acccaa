import { preload } from 'react-dom';
import { SITE_FONT_PATHS } from '@/app/fonts/site-fonts';

/**
 * Asks the browser for the site's fonts with the page's first bytes. Found only when the first
 * text is laid out, they arrived after the first paint, and swapping them in restyled and laid
 * out the whole page again, the largest piece of main-thread work on a first visit.
 */
export function preloadSiteFonts() {
  for (const href of SITE_FONT_PATHS) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
