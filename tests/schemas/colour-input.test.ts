import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StringInputProps } from 'sanity';
import { describe, expect, it } from 'vitest';
import { ColourInput } from '../../schemas/inputs/colour-input';

function render(value: string | undefined): string {
  const props = {
    value,
    onChange: () => undefined,
    readOnly: false,
    schemaType: { title: 'Accent' },
    renderDefault: () => null,
  } as unknown as StringInputProps;
  return renderToStaticMarkup(createElement(ColourInput, props));
}

const picker = (html: string) => html.match(/<input type="color"[^>]*>/)?.[0] ?? '';

describe('the colour field', () => {
  it('shows no colour, not black, while the optional colour is empty', () => {
    const html = render(undefined);
    expect(html).toContain('aria-label="No colour"');
    expect(picker(html)).toContain('opacity:0');
    expect(html).toContain('dashed');
  });

  it('shows the picker with the chosen colour once one is set', () => {
    const html = render('#27EC93');
    expect(html).toContain('aria-label="Colour #27EC93"');
    expect(picker(html)).toContain('value="#27ec93"');
    expect(picker(html)).toContain('opacity:1');
    expect(html).not.toContain('dashed');
  });
});
