import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from '@/components/ui/content-image';

const src = '/content-images/images/tribelocal/production/photo-1200x800.webp?auto=format';
const render = (props: Parameters<typeof ContentImage>[0]) =>
  renderToStaticMarkup(createElement(ContentImage, props));
const attribute = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('a content image', () => {
  it('offers every step of width to an image that says how wide it shows, and loads lazily', () => {
    const html = render({ src, alt: 'Office', fill: true, sizes: '(min-width: 640px) 50vw, 100vw' });
    const widths = attribute(html, 'srcSet')
      ?.split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '640w', '960w', '1280w', '1920w', '2048w']);
    expect(attribute(html, 'sizes')).toBe('(min-width: 640px) 50vw, 100vw');
    expect(attribute(html, 'loading')).toBe('lazy');
    expect(attribute(html, 'alt')).toBe('Office');
    expect(attribute(html, 'style')).toContain('position:absolute');
  });

  it('offers no width past the one that covers it at its widest on a 2x screen', () => {
    const widthsFor = (sizes: string) =>
      attribute(render({ src, alt: '', fill: true, sizes }), 'srcSet')
        ?.split(', ')
        .map((candidate) => candidate.split(' ')[1]);
    // At most 640 px wide (a phone's full width): 1280 px covers it.
    expect(widthsFor('(min-width: 1024px) 224px, (min-width: 640px) 208px, 100vw')).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
    ]);
    // 40 % of a window under 1280 px, then 520 px: at most 520 px wide.
    expect(widthsFor('(min-width: 1280px) 520px, 40vw')).toEqual(['320w', '640w', '960w', '1280w']);
    expect(widthsFor('(min-width: 1024px) 976px, 100vw')).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1920w',
      '2048w',
    ]);
  });

  it('offers a fixed-size image at 1x and 2x of its width, with quality 75', () => {
    const html = render({ src, alt: '', width: 56, height: 56 });
    expect(attribute(html, 'srcSet')?.replaceAll('&amp;', '&')).toBe(
      `${src.replace('?auto=format', '?auto=format&w=64&q=75')} 1x, ${src.replace('?auto=format', '?auto=format&w=128&q=75')} 2x`,
    );
    expect(attribute(html, 'width')).toBe('56');
  });

  it('never offers a width the image route would not make', () => {
    const html = render({ src, alt: '', width: 1280, height: 853 });
    expect(attribute(html, 'srcSet')).toContain('w=2048&amp;q=75 2x');
    expect(attribute(html, 'srcSet')).not.toMatch(/w=(2[1-9]|[3-9])\d{3}/);
  });

  it('fetches a priority image first instead of lazily', () => {
    const html = render({ src, alt: '', fill: true, sizes: '40vw', priority: true });
    expect(attribute(html, 'loading')).toBe('eager');
    expect(attribute(html, 'fetchPriority')).toBe('high');
  });

  it('preloads a priority image hidden on some screens only where it shows, and leaves it lazy', () => {
    const page = renderToStaticMarkup(
      createElement(
        'html',
        null,
        createElement('head'),
        createElement(
          'body',
          null,
          createElement(ContentImage, {
            src,
            alt: '',
            fill: true,
            sizes: '40vw',
            priority: true,
            shownOn: '(min-width: 64rem)',
          }),
        ),
      ),
    );
    const preload = /<link rel="preload"[^>]*>/.exec(page)?.[0] ?? '';
    expect(attribute(preload, 'media')).toBe('(min-width: 64rem)');
    expect(attribute(preload, 'fetchPriority')).toBe('high');
    const image = /<img[^>]*>/.exec(page)?.[0] ?? '';
    expect(attribute(image, 'loading')).toBe('lazy');
    expect(attribute(image, 'fetchPriority')).toBe('high');
  });

  it('keeps an unoptimized image at its own URL', () => {
    const html = render({ src, alt: 'Full size', width: 2048, height: 1365, unoptimized: true });
    expect(attribute(html, 'src')?.replaceAll('&amp;', '&')).toBe(src);
    expect(attribute(html, 'srcSet')).toBeUndefined();
  });
});
