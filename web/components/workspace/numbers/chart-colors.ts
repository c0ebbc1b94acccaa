/** The site's palette (globals.css), as SVG strokes and fills need them. */
export const CHART_COLORS = {
  darkBlue: 'var(--color-dark-blue)',
  electricBlue: 'var(--color-electric-blue)',
  green: '#15a36a',
  yellow: '#d9a400',
  red: 'var(--color-hot-red)',
  pink: 'var(--color-deep-pink)',
  gray: 'var(--color-gray-400)',
};

export const AXIS_TICK = { fontSize: 12, fill: 'var(--color-gray-600)' };
