import { visibleOn } from '@tribe/schemas/theme/contrast';
import type { Theme } from './theme';

/** The colours of the company's header band and of what is drawn on it. */
export interface HeaderBand {
  background: string;
  color: string;
  accent: string;
  accentText: string;
  /** Lines drawn on the band (the curiosity ring): the accent, or a shade of it reaching 3:1. */
  outline: string;
}

/**
 * The header band (spec section 4, 'Company theme'): secondary background with primary accents
 * when companyBioBgColor is SECONDARY, the reverse otherwise.
 */
export function headerBand(theme: Theme): HeaderBand {
  const secondaryBand = theme.companyBioBgColor === 'SECONDARY';
  const [background, color, accent, accentText] = secondaryBand
    ? [theme.secondaryColor, theme.secondaryTextColor, theme.primaryColor, theme.primaryTextColor]
    : [theme.primaryColor, theme.primaryTextColor, theme.secondaryColor, theme.secondaryTextColor];
  return { background, color, accent, accentText, outline: visibleOn(background, accent) };
}
