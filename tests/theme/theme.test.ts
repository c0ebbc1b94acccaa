import { describe, expect, it } from 'vitest';
import { applyThemeUpdate, defaultTheme, lightVariant, namedColor, themeVariables } from '@/lib/theme/theme';

describe('the theme', () => {
  it('starts from the spec defaults', () => {
    expect(defaultTheme).toMatchObject({
      primaryColor: '#27EC93',
      primaryTextColor: '#010101',
      secondaryColor: '#053741',
      secondaryTextColor: '#FFF',
      profileNavigationBgColor: 'PRIMARY',
      companyBioBgColor: 'PRIMARY',
      companyCardLogoBgColor: 'PRIMARY',
    });
    expect(defaultTheme.primaryLightColor).toBe(lightVariant('#27EC93'));
  });

  it('overwrites a field only with a non-empty value', () => {
    const theme = applyThemeUpdate(defaultTheme, {
      secondaryColor: '',
      secondaryTextColor: '#EEE',
      companyBioBgColor: null,
    });
    expect(theme.secondaryColor).toBe('#053741');
    expect(theme.secondaryTextColor).toBe('#EEE');
    expect(theme.companyBioBgColor).toBe('PRIMARY');
  });

  it('derives the light colour from a new primary colour at 20% opacity', () => {
    expect(
      applyThemeUpdate(defaultTheme, { primaryColor: '#ff0000', primaryLightColor: '' }).primaryLightColor,
    ).toBe('rgb(255 0 0 / 0.2)');
    expect(
      applyThemeUpdate(defaultTheme, { primaryColor: '#f00', primaryLightColor: '#fee' }).primaryLightColor,
    ).toBe('#fee');
  });

  it('resolves PRIMARY and SECONDARY to the theme colours', () => {
    expect(namedColor('PRIMARY', defaultTheme)).toBe('#27EC93');
    expect(namedColor('SECONDARY', defaultTheme)).toBe('#053741');
    expect(namedColor('#123456', defaultTheme)).toBe('#123456');
  });

  it('exposes the four style variables of the spec', () => {
    expect(themeVariables(defaultTheme)).toMatchObject({
      '--primary': '#27EC93',
      '--secondary': '#053741',
      '--primary-text': '#010101',
      '--secondary-text': '#FFF',
    });
  });
});
