import { NEAR_BLACK, readableTextOn } from '@tribe/schemas/theme/contrast';

export { contrastRatio, readableTextOn, visibleOn } from '@tribe/schemas/theme/contrast';

/** A brand theme (spec section 3 'Theme'): colour strings, plus three PRIMARY/SECONDARY choices. */
export interface Theme {
  primaryColor: string;
  primaryTextColor: string;
  primaryLightColor: string;
  secondaryColor: string;
  secondaryTextColor: string;
  profileNavigationBgColor: string;
  companyBioBgColor: string;
  companyCardLogoBgColor: string;
}

export const defaultTheme: Theme = {
  primaryColor: '#27EC93',
  primaryTextColor: '#010101',
  primaryLightColor: 'rgb(39 236 147 / 0.2)',
  secondaryColor: '#053741',
  secondaryTextColor: '#FFF',
  profileNavigationBgColor: 'PRIMARY',
  companyBioBgColor: 'PRIMARY',
  companyCardLogoBgColor: 'PRIMARY',
};

/** A colour at 20% opacity, for hex colours (#RGB, #RRGGBB) and anything CSS understands otherwise. */
export function lightVariant(color: string): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (/^[0-9a-f]{6}$/i.test(full)) {
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
    return `rgb(${r} ${g} ${b} / 0.2)`;
  }
  return `color-mix(in srgb, ${color} 20%, transparent)`;
}

/**
 * Applies a theme update (spec section 4 'Company theme'): a field is overwritten only by a
 * non-empty value; a new primary colour without a light colour gets the primary at 20% opacity.
 * The text colours that come back are readable on their surfaces (at least 4.5:1).
 */
export function applyThemeUpdate(
  base: Theme,
  update: Partial<Record<keyof Theme, string | null>> = {},
): Theme {
  const next = { ...base };
  for (const key of Object.keys(base) as (keyof Theme)[]) {
    const value = update[key];
    if (typeof value === 'string' && value !== '') next[key] = value;
  }
  if (update.primaryColor && !update.primaryLightColor)
    next.primaryLightColor = lightVariant(next.primaryColor);
  return readableTheme(next);
}

/** The theme with each text colour kept when it reaches 4.5:1 on its surface, adjusted otherwise. */
export function readableTheme(theme: Theme): Theme {
  return {
    ...theme,
    primaryTextColor: readableTextOn(theme.primaryColor, theme.primaryTextColor),
    secondaryTextColor: readableTextOn(theme.secondaryColor, theme.secondaryTextColor),
  };
}

/** The text colour for the light primary surface (laid over the white page). */
export function primaryLightTextColor(theme: Theme): string {
  return readableTextOn(theme.primaryLightColor, NEAR_BLACK);
}

/** A PRIMARY/SECONDARY choice resolved to the theme's colour; any other value is a colour itself. */
export function namedColor(value: string, theme: Theme): string {
  if (value === 'PRIMARY') return theme.primaryColor;
  if (value === 'SECONDARY') return theme.secondaryColor;
  return value;
}

/** A PRIMARY/SECONDARY surface with the readable text colour to paint on it. */
export function namedSurface(value: string, theme: Theme): { background: string; color: string } {
  const background = namedColor(value, theme);
  const readable = readableTheme(theme);
  if (value === 'PRIMARY') return { background, color: readable.primaryTextColor };
  if (value === 'SECONDARY') return { background, color: readable.secondaryTextColor };
  return { background, color: readableTextOn(background, NEAR_BLACK) };
}

/** The theme as the CSS variables the design tokens read (globals.css), with readable text colours. */
export function themeVariables(theme: Theme): Record<string, string> {
  const readable = readableTheme(theme);
  return {
    '--primary': readable.primaryColor,
    '--primary-text': readable.primaryTextColor,
    '--primary-light': readable.primaryLightColor,
    '--secondary': readable.secondaryColor,
    '--secondary-text': readable.secondaryTextColor,
    '--primary-light-text': primaryLightTextColor(readable),
  };
}
