import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SPRITE_ADDRESS, SpriteIcon } from '@/components/icons/sprite-icon';
import { SPRITE_FILE, spriteFile } from '../../scripts/icons/sprite';

describe("the site's icon sprite", () => {
  it('is committed as the generator makes it', async () => {
    expect(await readFile(SPRITE_FILE, 'utf8')).toBe(spriteFile());
  });

  it('holds a drawing for every name an icon refers to, in the 24 px grid', () => {
    const sprite = spriteFile();
    for (const name of [
      'heart',
      'banknote',
      'map-pin',
      'clock',
      'users',
      'briefcase',
      'youtube',
      'facebook',
    ]) {
      expect(sprite).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24">`);
    }
  });

  it('is what an icon points at, hidden from screen readers', () => {
    const html = renderToStaticMarkup(createElement(SpriteIcon, { name: 'map-pin', className: 'h-4 w-4' }));
    expect(html).toBe(
      `<svg aria-hidden="true" fill="none" class="h-4 w-4"><use href="${SPRITE_ADDRESS.replaceAll('&', '&amp;')}#icon-map-pin"></use></svg>`,
    );
  });
});
