/** The icons the page's sprite (`IconSprite`) draws, named as in the app's icon set (`./index`). */
export type SpriteIconName =
  | 'alert-circle'
  | 'check'
  | 'check-circle'
  | 'chevron-down'
  | 'close'
  | 'heart'
  | 'menu'
  | 'pause'
  | 'play'
  | 'search'
  | 'share';

/**
 * A decorative icon for the components the browser runs: a reference to the drawing the server
 * put in the page's sprite, so the drawing stays out of the pages' JavaScript. Server components
 * draw their icons with `Icon`. `fill-current` in the class fills the drawing.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
