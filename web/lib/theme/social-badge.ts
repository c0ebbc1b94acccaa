import { visibleOn, WHITE } from '@tribe/schemas/theme/contrast';
import { readableTextOn, type Theme } from './theme';

/**
 * The round badge of a social link on the white page: the secondary colour (or a shade of it
 * reaching 3:1 against white), its icon in the secondary text colour made readable on it. The
 * icon's cut-outs (the play triangle, the letters) show the badge colour through.
 */
export function socialBadge(theme: Theme): { background: string; icon: string } {
  const background = visibleOn(WHITE, theme.secondaryColor);
  return { background, icon: readableTextOn(background, theme.secondaryTextColor) };
}
