import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyThemeUpdate,
  contrastRatio,
  defaultTheme,
  namedSurface,
  readableTextOn,
  type Theme,
  themeVariables,
} from '@/lib/theme/theme';
import { companyProfiles } from '../../scripts/demo-content/company-profiles';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

/** Every text/surface pair the theme helpers hand out. */
function handedOutPairs(theme: Theme): [string, string][] {
  const variables = themeVariables(theme);
  const surfaces = ['PRIMARY', 'SECONDARY'].map((choice) => namedSurface(choice, theme));
  return [
    [variables['--primary-text'], variables['--primary']],
    [variables['--secondary-text'], variables['--secondary']],
    [variables['--primary-light-text'], variables['--primary-light']],
    [theme.primaryTextColor, theme.primaryColor],
    [theme.secondaryTextColor, theme.secondaryColor],
    ...surfaces.map(({ color, background }): [string, string] => [color, background]),
  ];
}

describe('readable theme colours', () => {
  it('measure contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#FFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFF', '#FFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#FFFFFF', '#FF5A5F')).toBeCloseTo(3.05, 2);
    expect(contrastRatio('#777', '#FFF')).toBeCloseTo(4.48, 2);
  });

  it('keep a text colour that is readable and replace one that is not', () => {
    expect(readableTextOn('#053741', '#FFF')).toBe('#FFF');
    const onTeal = readableTextOn('#14B8A6', '#FFFFFF');
    expect(contrastRatio(onTeal, '#14B8A6')).toBeGreaterThanOrEqual(4.5);
  });

  it('hand out readable pairs for the default and every demo theme', () => {
    const themes = [
      defaultTheme,
      ...companyProfiles.map(({ colours }) =>
        applyThemeUpdate(defaultTheme, {
          primaryColor: colours.primary,
          primaryTextColor: colours.primaryText,
          secondaryColor: colours.secondary,
          secondaryTextColor: colours.secondaryText,
        }),
      ),
    ];
    for (const theme of themes)
      for (const [text, background] of handedOutPairs(theme))
        expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('hand out readable pairs for any colours', () => {
    fc.assert(
      fc.property(
        hexColour,
        hexColour,
        hexColour,
        hexColour,
        (primary, primaryText, secondary, secondaryText) => {
          const theme = applyThemeUpdate(defaultTheme, {
            primaryColor: primary,
            primaryTextColor: primaryText,
            secondaryColor: secondary,
            secondaryTextColor: secondaryText,
          });
          for (const [text, background] of handedOutPairs(theme))
            expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keep the light colour at 20% of a new primary colour', () => {
    expect(applyThemeUpdate(defaultTheme, { primaryColor: '#FF5A5F' }).primaryLightColor).toBe(
      'rgb(255 90 95 / 0.2)',
    );
  });
});
