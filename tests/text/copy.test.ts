import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

const catalogues = { cs, en } as const;
const firstWord = (text: string) => text.split(/\s/)[0];

describe.each(['cs', 'en'] as const)('the %s copy', (locale) => {
  const t = createTranslator({ locale, messages: catalogues[locale] });

  it('names different actions differently where they sit side by side', () => {
    // The newsletter's button and the header's sign-in.
    expect(t('NewsletterForm.submit')).not.toBe(t('Navigation.sign_in'));
    // Downloading my CV and withdrawing the application, on one card.
    expect(firstWord(t('Applications.withdraw'))).not.toBe(
      firstWord(t('Applications.download_cv', { file: 'cv.pdf' })),
    );
  });

  it('says a company answering within a day without counting zero days', () => {
    expect(t('Applications.record_median', { days: 0 })).not.toMatch(/\b0\b/);
    expect(t('Applications.record_median', { days: 3 })).toMatch(/\b3\b/);
  });
});

describe('the English copy', () => {
  const t = createTranslator({ locale: 'en', messages: en });

  it('reads as English does', () => {
    expect(t('Navigation.home')).toBe('Main page');
    expect(t('Salary.to', { to: 'CZK 100,000' })).toBe('Salary to CZK 100,000');
    expect(t('Salary.amount_to', { to: 'CZK 100,000' })).toBe('To CZK 100,000');
  });
});
