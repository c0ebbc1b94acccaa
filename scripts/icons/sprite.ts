import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SpriteSymbols } from '../../web/components/icons/sprite-symbols';

/** Where the site serves its icon sprite from. */
export const SPRITE_FILE = path.join(import.meta.dirname, '../../web/public/icons.svg');

/** The sprite as the generator writes it. */
export function spriteFile(): string {
  return `${renderToStaticMarkup(createElement(SpriteSymbols))}\n`;
}
