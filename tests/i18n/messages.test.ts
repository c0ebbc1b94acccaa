import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('messages', () => {
  it('have the same keys in Czech and English', () => {
    const csKeys = new Set(keysOf(cs));
    const enKeys = new Set(keysOf(en));
    expect(
      [...csKeys].filter((key) => !enKeys.has(key)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      [...enKeys].filter((key) => !csKeys.has(key)),
      'missing in cs.json',
    ).toEqual([]);
  });

  it('have no empty message', () => {
    for (const [locale, messages] of Object.entries({ cs, en })) {
      const empty = keysOf(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `empty in ${locale}.json`).toEqual([]);
    }
  });

  it('use the four Czech plural forms for 0, 1, 2-4 and 5+', () => {
    const t = createTranslator({ locale: 'cs', messages: cs, namespace: 'CompanyCard' });
    expect(t('employees', { count: 0 })).toBe('žádný zaměstnanec');
    expect(t('employees', { count: 1 })).toBe('1 zaměstnanec');
    expect(t('employees', { count: 2 })).toBe('2 zaměstnanci');
    expect(t('employees', { count: 4 })).toBe('4 zaměstnanci');
    expect(t('employees', { count: 5 })).toBe('5 zaměstnanců');
    expect(t('employees', { count: 1200 })).toBe('1\u00a0200 zaměstnanců');
  });

  it('use the English plural forms', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'CompanyCard' });
    expect(t('employees', { count: 1 })).toBe('1 employee');
    expect(t('employees', { count: 5 })).toBe('5 employees');
  });
});
