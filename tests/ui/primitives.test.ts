import { describe, expect, it } from 'vitest';
import { signInUrl } from '@/components/auth/sign-in-popup';
import { buttonClasses, buttonSizes, buttonVariants } from '@/components/ui/button-styles';
import { capitalizeFirst, describedBy } from '@/components/ui/form-field';
import { filterOptions } from '@/components/ui/select-options';

describe('the form-field wrapper', () => {
  it('shows labels with their first letter upper-cased', () => {
    expect(capitalizeFirst('cover letter')).toBe('Cover letter');
    expect(capitalizeFirst('čas nástupu')).toBe('Čas nástupu');
    expect(capitalizeFirst('')).toBe('');
  });

  it('points the field at its help text and error', () => {
    expect(describedBy('email', 'We reply within 24 hours', 'Required field')).toBe('email-help email-error');
    expect(describedBy('email')).toBeUndefined();
  });
});

describe('the searchable select', () => {
  const cities = ['Praha', 'Brno', 'Plzeň', 'České Budějovice', 'Ústí nad Labem'].map((label) => ({
    value: label,
    label,
  }));

  it('finds options without regard to case or diacritics', () => {
    expect(filterOptions(cities, 'plzen').map((o) => o.label)).toEqual(['Plzeň']);
    expect(filterOptions(cities, 'BRNO').map((o) => o.label)).toEqual(['Brno']);
    expect(filterOptions(cities, 'ceske').map((o) => o.label)).toEqual(['České Budějovice']);
    expect(filterOptions(cities, 'usti').map((o) => o.label)).toEqual(['Ústí nad Labem']);
  });

  it('offers everything for an empty query and nothing for a miss', () => {
    expect(filterOptions(cities, '  ')).toHaveLength(5);
    expect(filterOptions(cities, 'Vienna')).toEqual([]);
  });
});

describe('buttons', () => {
  it('have a distinct look for every variant and size', () => {
    const looks = new Set(
      buttonVariants.flatMap((variant) => buttonSizes.map((size) => buttonClasses(variant, size))),
    );
    expect(looks.size).toBe(buttonVariants.length * buttonSizes.length);
  });
});

describe('the sign-in popup', () => {
  it('opens {authHost}/{provider}/login?app_id={authAppId}', () => {
    expect(signInUrl('seznam')).toBe('http://localhost:3000/auth/seznam/login?app_id=tribe-web');
  });
});
