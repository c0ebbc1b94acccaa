import type { socialIcons } from './brand-icons';

/** The icons of the site's sprite (`SpriteSymbols`), named as in the app's icon set (`./index`). */
export type SpriteIconName =
  | 'alert-circle'
  | 'arrow-left'
  | 'arrow-right'
  | 'banknote'
  | 'bell-plus'
  | 'briefcase'
  | 'building'
  | 'calendar-clock'
  | 'check'
  | 'check-circle'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-off'
  | 'clock'
  | 'close'
  | 'heart'
  | 'laptop'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'mic'
  | 'newspaper'
  | 'pause'
  | 'play'
  | 'search'
  | 'search-x'
  | 'share'
  | 'sliders'
  | 'trending-up'
  | 'users'
  | keyof typeof socialIcons;

/**
 * The sprite's address: its version (a hash of the file, set at build time by next.config.ts)
 * makes a changed sprite a new address, so the browser may keep each one for good.
 */
export const SPRITE_ADDRESS = `/icons.svg?v=${process.env.ICONS_VERSION ?? 'unversioned'}`;

/**
 * A decorative icon drawn from the site's sprite, a static file the browser caches: the page
 * carries only a reference, in its HTML and in its payload, and no drawing reaches the
 * browser's components' code. `fill-current` in the class fills the drawing.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={className}>
      <use href={`${SPRITE_ADDRESS}#icon-${name}`} />
    </svg>
  );
}
