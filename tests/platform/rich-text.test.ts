import { describe, expect, it } from 'vitest';
import { LINK_PROTOCOLS } from '@/lib/links/link-protocols';
import { sanitizeRichText } from '@/platform/profile/rich-text';

describe('rich-text descriptions', () => {
  it('keep paragraphs, breaks, bold, italic, lists and links', () => {
    const html =
      '<p>One<br>two <strong>bold</strong> <em>italic</em></p><ul><li>a</li></ul><ol><li>b</li></ol><p><a href="https://tribe.example/x">link</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p>One<br />two <strong>bold</strong> <em>italic</em></p><ul><li>a</li></ul><ol><li>b</li></ol><p><a href="https://tribe.example/x" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
    );
  });

  it('drop scripts, handlers, styles, other tags and their attributes', () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe></p><h1>Title</h1>',
      ),
    ).toBe('<p>Hi</p>Title');
  });

  it('turn b and i into strong and em', () => {
    expect(sanitizeRichText('<p><b>b</b><i>i</i></p>')).toBe('<p><strong>b</strong><em>i</em></p>');
  });

  it.each(LINK_PROTOCOLS)('keep a link with the %s protocol', (protocol) => {
    expect(sanitizeRichText(`<a href="${protocol}:target">x</a>`)).toContain(`href="${protocol}:target"`);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/relative/path',
  ])('remove the href %s and keep the text', (href) => {
    expect(sanitizeRichText(`<p><a href="${href}">text</a></p>`)).toBe('<p><a>text</a></p>');
  });
});
