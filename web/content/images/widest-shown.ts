const ENTRY = /^(?:\(\s*min-width:\s*(\d+(?:\.\d+)?)px\s*\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/;

/**
 * The widest an image shows, in CSS pixels, by its `sizes`: each entry applies below the
 * breakpoints of the entries before it, so `(min-width: 640px) 208px, 100vw` never passes 640 px.
 * Infinity when an entry's width has no bound or the attribute says something else.
 */
export function widestShown(sizes: string): number {
  let below = Number.POSITIVE_INFINITY;
  let widest = 0;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = ENTRY.exec(entry);
    if (!match) return Number.POSITIVE_INFINITY;
    const [, minWidth, length, unit] = match;
    widest = Math.max(widest, unit === 'px' ? Number(length) : (Number(length) / 100) * below);
    if (minWidth) below = Math.min(below, Number(minWidth));
  }
  return widest;
}
