import { describe, expect, it } from 'vitest';
import { shareUrl } from '@/lib/seo/share-url';

const at = (href: string) => ({ href, search: new URL(href).search });

describe('share URL', () => {
  it('keeps the query string the page was opened with', () => {
    expect(
      shareUrl('/en/jobs/42', at('https://tribe.example/en/jobs/42?utm_source=newsletter&utm_medium=email')),
    ).toBe('https://tribe.example/en/jobs/42?utm_source=newsletter&utm_medium=email');
  });

  it('is the canonical address when there is no query', () => {
    expect(
      shareUrl('https://tribe.example/cs/magazin/clanek', at('https://tribe.example/cs/magazin/clanek')),
    ).toBe('https://tribe.example/cs/magazin/clanek');
  });

  it('drops the fragment and keeps the canonical path', () => {
    expect(shareUrl('/en/jobs/42', at('https://tribe.example/en/jobs/42/?utm_source=x#apply'))).toBe(
      'https://tribe.example/en/jobs/42?utm_source=x',
    );
  });
});
