/** The product mark (the same drawing as the header logo) as SVG markup, for generated images. */
export function markSvg(size: number, x = 0, y = 0): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="16" cy="16" r="15" fill="#27ec93"/>
    <circle cx="16" cy="9" r="3.2" fill="#053741"/>
    <circle cx="9.5" cy="19.5" r="3.2" fill="#053741"/>
    <circle cx="22.5" cy="19.5" r="3.2" fill="#053741"/>
    <path d="M16 14.5c1.6 1.9 2.6 3.2 2.6 4.6a2.6 2.6 0 0 1-5.2 0c0-1.4 1-2.7 2.6-4.6z" fill="#ff4d4d"/>
  </g>`;
}
