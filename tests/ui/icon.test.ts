import { Banknote, Heart } from 'lucide';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { icons } from '@/components/icons';
import { Icon } from '@/components/icons/icon';

describe('an icon', () => {
  it("draws lucide's shapes as plain SVG, stroked in the text's colour and hidden from screen readers", () => {
    const html = renderToStaticMarkup(createElement(Icon, { node: Banknote, className: 'h-4 w-4' }));
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>/);
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('stroke-linecap="round"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="h-4 w-4"');
    expect(html).toContain('<rect width="20" height="12" x="2" y="6" rx="2"></rect>');
    expect(html).toContain('<circle cx="12" cy="12" r="2"></circle>');
    expect(html).toContain('<path d="M6 12h.01M18 12h.01"></path>');
  });

  it('takes the attributes it is given over its defaults', () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { node: Heart, fill: 'currentColor', strokeWidth: 1.5 }),
    );
    expect(html).toContain('fill="currentColor"');
    expect(html).toContain('stroke-width="1.5"');
    expect(html).not.toContain('fill="none"');
  });

  it("gives a drawing's hyphenated attributes to React in its spelling", () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { node: [['path', { d: 'M0 0h1', 'stroke-width': '3' }]] }),
    );
    expect(html).toContain('<path d="M0 0h1" stroke-width="3"></path>');
  });

  it('draws every icon of the named set, the filled heart filled', () => {
    for (const [name, Drawn] of Object.entries(icons)) {
      expect(renderToStaticMarkup(createElement(Drawn, {})), name).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    }
    expect(renderToStaticMarkup(createElement(icons['heart-filled'], {}))).toContain('fill="currentColor"');
  });
});
