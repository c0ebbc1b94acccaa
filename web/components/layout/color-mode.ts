export type ColorMode = 'light' | 'dark';

/**
 * The colour mode a page forces. Only light or dark may be forced: 'system' at page level
 * is not allowed, so it is refused with a warning and the layout's own mode stays.
 */
export function forcedColorMode(requested: ColorMode | 'system', layoutMode: ColorMode): ColorMode {
  if (requested === 'system') {
    console.warn(`A page cannot force the 'system' colour mode; keeping '${layoutMode}'.`);
    return layoutMode;
  }
  return requested;
}
