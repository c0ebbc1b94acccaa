const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], audio[controls], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The element Tab should move focus to, keeping focus inside `container`; null lets the browser move it. */
export function nextFocusTarget(
  container: HTMLElement,
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return container;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!active || !container.contains(active)) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}

/** The element marked `data-autofocus` (React does not render `autofocus`), else the first focusable one. */
export function firstFocusable(container: HTMLElement): HTMLElement {
  return (
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    container.querySelector<HTMLElement>(FOCUSABLE) ??
    container
  );
}
