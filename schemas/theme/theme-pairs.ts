import { contrastRatio, MIN_TEXT_CONTRAST, NEAR_BLACK } from './contrast';

/** The colour fields of a brand theme that text is painted with or on (all optional here). */
export interface ThemeColours {
  primaryColor?: string | null;
  primaryTextColor?: string | null;
  primaryLightColor?: string | null;
  secondaryColor?: string | null;
  secondaryTextColor?: string | null;
}

export interface ColourPair {
  label: string;
  text: string;
  background: string;
}

/** Every text-on-surface pair a theme produces: both buttons/bands and the light surface. */
export function themeColourPairs(theme: ThemeColours): ColourPair[] {
  const pairs: ColourPair[] = [];
  if (theme.primaryColor && theme.primaryTextColor)
    pairs.push({ label: 'Text on primary', text: theme.primaryTextColor, background: theme.primaryColor });
  if (theme.secondaryColor && theme.secondaryTextColor)
    pairs.push({
      label: 'Text on secondary',
      text: theme.secondaryTextColor,
      background: theme.secondaryColor,
    });
  if (theme.primaryLightColor)
    pairs.push({
      label: 'Page text on primary light',
      text: NEAR_BLACK,
      background: theme.primaryLightColor,
    });
  return pairs;
}

/** The pairs under 4.5:1, each described with its ratio, e.g. 'Text on primary: 3.0:1'. */
export function themeContrastWarnings(theme: ThemeColours): string[] {
  return themeColourPairs(theme).flatMap(({ label, text, background }) => {
    const ratio = contrastRatio(text, background);
    if (Number.isNaN(ratio) || ratio >= MIN_TEXT_CONTRAST) return [];
    return [`${label} (${text} on ${background}): ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`];
  });
}
