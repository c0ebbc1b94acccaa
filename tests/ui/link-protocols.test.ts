import { describe, expect, it } from 'vitest';
import { hasAllowedProtocol, LINK_PROTOCOLS, normalizeLinkHref } from '@/lib/links/link-protocols';

describe('rich-text link protocols', () => {
  it.each(LINK_PROTOCOLS)('keeps a link with the %s protocol as typed', (protocol) => {
    const href = `${protocol}:${protocol.startsWith('http') || protocol.startsWith('ftp') ? '//example.com/a' : 'someone@example.com'}`;
    expect(normalizeLinkHref(href)).toBe(href);
    expect(hasAllowedProtocol(href)).toBe(true);
  });

  it('adds http to a link typed without a protocol, a port included', () => {
    expect(normalizeLinkHref('muni.cz')).toBe('http://muni.cz');
    expect(normalizeLinkHref('  www.example.com/jobs?id=1 ')).toBe('http://www.example.com/jobs?id=1');
    expect(normalizeLinkHref('example.com:8080/path')).toBe('http://example.com:8080/path');
    expect(normalizeLinkHref('localhost:3000')).toBe('http://localhost:3000');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %j', (href) => {
    expect(normalizeLinkHref(href)).toBeNull();
    expect(hasAllowedProtocol(href)).toBe(false);
  });

  it('treats an empty answer as no link and a relative path as not allowed', () => {
    expect(normalizeLinkHref('   ')).toBeNull();
    expect(hasAllowedProtocol('/relative/path')).toBe(false);
  });
});
