import type { Theme } from './theme';

/**
 * The company card's logo surface (spec section 4 'Company theme'): the secondary colour when
 * companyCardLogoBgColor is 'SECONDARY', otherwise the primary colour, each with its text colour.
 */
export function cardLogoSurface(theme: Theme): { background: string; color: string } {
  return theme.companyCardLogoBgColor === 'SECONDARY'
    ? { background: theme.secondaryColor, color: theme.secondaryTextColor }
    : { background: theme.primaryColor, color: theme.primaryTextColor };
}
