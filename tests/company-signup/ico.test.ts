import { describe, expect, it } from 'vitest';
import { isFreeMail } from '@/platform/company-signup/free-mail';
import { isValidIco, normaliseIco } from '@/platform/company-signup/ico';

describe('the IČO checksum', () => {
  it.each([
    '00006947', // Ministerstvo financí
    '26168685', // Seznam.cz
    '45274649', // ČEZ
    '27082440', // Alza.cz
    '25596641',
  ])('accepts the real company number %s', (ico) => {
    expect(isValidIco(ico)).toBe(true);
  });

  it.each(['00006948', '12345678', '26168686'])('refuses %s, whose check digit does not match', (ico) => {
    expect(isValidIco(ico)).toBe(false);
  });

  it.each(['2616868', '261686855', '2616868a', '', ' 26168685'])('refuses %j, not eight digits', (ico) => {
    expect(isValidIco(ico)).toBe(false);
  });

  it('reads an IČO typed with spaces', () => {
    expect(normaliseIco(' 261 68 685 ')).toBe('26168685');
  });
});

describe('free-mail addresses', () => {
  it.each(['jana@seznam.cz', 'PETR@Gmail.com', 'a@email.cz', 'b@centrum.cz', 'c@outlook.com', 'd@post.cz'])(
    'flags %s',
    (email) => {
      expect(isFreeMail(email)).toBe(true);
    },
  );

  it.each(['jana@pekarna-novak.cz', 'hr@seznam.cz.example.com'])('does not flag %s', (email) => {
    expect(isFreeMail(email)).toBe(false);
  });
});
