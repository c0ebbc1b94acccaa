import type { Random } from './random';

/** Generated illustrations, as SVG, in a company's colours and drawn from its mark. */
export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
}

/** The shape each company's identity is built on: its logo, and the pattern of its pictures. */
export type Motif =
  | 'pixels'
  | 'coin'
  | 'sun'
  | 'gear'
  | 'cross'
  | 'parcel'
  | 'play'
  | 'wave'
  | 'peak'
  | 'book'
  | 'blocks'
  | 'bars';

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const round = (value: number) => Math.round(value * 10) / 10;

/** Points of a regular polygon or a star (alternating radii) around (cx, cy). */
function ring(cx: number, cy: number, radii: number[], count: number, turn = -90): string {
  return Array.from({ length: count }, (_, i) => {
    const r = radii[i % radii.length];
    const angle = ((turn + (360 / count) * i) * Math.PI) / 180;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  }).join(' ');
}

/** A company's mark in a 100 × 100 box: `ink` draws it, `spark` is its accent. */
function mark(motif: Motif, ink: string, spark: string): string {
  switch (motif) {
    case 'pixels': {
      // A house built of pixels.
      const cells = [
        [40, 10],
        [30, 22],
        [40, 22],
        [50, 22],
        [20, 34],
        [30, 34],
        [40, 34],
        [50, 34],
        [60, 34],
        [20, 46],
        [60, 46],
        [20, 58],
        [60, 58],
        [20, 70],
        [60, 70],
        [30, 70],
        [50, 70],
      ];
      return `${cells.map(([x, y]) => `<rect x="${x + 5}" y="${y + 5}" width="9" height="9" rx="1.5" fill="${ink}"/>`).join('')}<rect x="40" y="55" width="19" height="19" rx="2" fill="${spark}"/>`;
    }
    case 'coin':
      return `<circle cx="50" cy="50" r="40" fill="${ink}"/><circle cx="50" cy="50" r="31" fill="none" stroke="${spark}" stroke-width="4"/><polygon points="32,60 32,38 41,48 50,33 59,48 68,38 68,60" fill="${spark}"/>`;
    case 'sun':
      return `<circle cx="50" cy="50" r="20" fill="${spark}"/><polygon points="${ring(50, 50, [44, 27], 24)}" fill="${ink}"/><circle cx="50" cy="50" r="23" fill="${ink}"/><circle cx="50" cy="50" r="17" fill="${spark}"/>`;
    case 'gear':
      return `<polygon points="${ring(50, 50, [44, 44, 33, 33], 40, -94.5)}" fill="${ink}"/><circle cx="50" cy="50" r="15" fill="${spark}"/>`;
    case 'cross':
      return `<path d="M38 12h24a4 4 0 0 1 4 4v22h22a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H66v22a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4V62H12a4 4 0 0 1-4-4V42a4 4 0 0 1 4-4h22V16a4 4 0 0 1 4-4z" fill="${ink}"/><polyline points="14,50 34,50 42,36 52,66 60,44 66,50 86,50" fill="none" stroke="${spark}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
    case 'parcel':
      return `<polygon points="50,14 86,30 86,70 50,88 14,70 14,30" fill="${ink}"/><polygon points="50,14 86,30 50,46 14,30" fill="${spark}"/><polygon points="32,22 68,38 68,50 60,46 60,42 24,26" fill="${ink}" opacity="0.55"/><line x1="50" y1="46" x2="50" y2="88" stroke="${spark}" stroke-width="3"/>`;
    case 'play':
      return `<rect x="10" y="10" width="80" height="80" rx="24" fill="${ink}"/><path d="M40 32 L68 50 L40 68 Z" fill="${spark}" stroke="${spark}" stroke-width="6" stroke-linejoin="round"/><circle cx="76" cy="24" r="7" fill="${spark}"/>`;
    case 'wave': {
      const heights = [22, 46, 70, 38, 58, 30, 16];
      return heights
        .map(
          (h, i) =>
            `<rect x="${11 + i * 11.5}" y="${50 - h / 2}" width="8" height="${h}" rx="4" fill="${i === 2 ? spark : ink}"/>`,
        )
        .join('');
    }
    case 'peak':
      return `<polygon points="6,84 38,30 58,62 70,46 94,84" fill="${ink}"/><polygon points="38,30 47,45 41,41 35,48 30,43" fill="${spark}"/><circle cx="76" cy="20" r="9" fill="${spark}"/>`;
    case 'book':
      return `<path d="M50 26 C38 18 22 18 10 22 V80 C22 76 38 76 50 84 Z" fill="${ink}"/><path d="M50 26 C62 18 78 18 90 22 V80 C78 76 62 76 50 84 Z" fill="${ink}" opacity="0.8"/><path d="M50 26 V84" stroke="${spark}" stroke-width="3"/><path d="M64 20 V44 L70 39 L76 44 V19" fill="${spark}"/>`;
    case 'blocks':
      return `<rect x="12" y="12" width="34" height="34" rx="8" fill="${ink}"/><rect x="54" y="12" width="34" height="34" rx="17" fill="${spark}"/><rect x="12" y="54" width="34" height="34" rx="17" fill="${spark}"/><rect x="54" y="54" width="34" height="34" rx="8" fill="${ink}"/><path d="M29 21v16M21 29h16M63 71h16" stroke="${spark}" stroke-width="4" stroke-linecap="round"/>`;
    case 'bars':
      return `<rect x="12" y="58" width="16" height="30" rx="3" fill="${ink}"/><rect x="34" y="42" width="16" height="46" rx="3" fill="${ink}"/><rect x="56" y="50" width="16" height="38" rx="3" fill="${ink}"/><rect x="78" y="22" width="12" height="66" rx="3" fill="${ink}"/><polyline points="14,46 40,28 62,36 88,10" fill="none" stroke="${spark}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

const placed = (motif: Motif, ink: string, spark: string, x: number, y: number, size: number, rotate = 0) =>
  `<g transform="translate(${round(x)} ${round(y)}) rotate(${rotate} ${round(size / 2)} ${round(size / 2)}) scale(${round((size / 100) * 100) / 100})">${mark(motif, ink, spark)}</g>`;

/** The logo: the company's mark on its card colour. */
export function logoSvg(motif: Motif, palette: Palette, size = 256): string {
  return svg(
    size,
    size,
    `<rect width="100%" height="100%" rx="${size * 0.22}" fill="${palette.secondary}"/>${placed(motif, palette.primary, palette.accent, size * 0.17, size * 0.17, size * 0.66)}`,
  );
}

const gradient = (id: string, from: string, to: string, angle: 'diagonal' | 'vertical' = 'diagonal') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${angle === 'diagonal' ? 1 : 0}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** The cover: the mark large and cropped at the edge, over a pattern of small ones. */
function coverScene(random: Random, motif: Motif, palette: Palette, w: number, h: number): string {
  const tile = Math.round(h / 6);
  const pattern: string[] = [];
  for (let y = -tile / 2; y < h; y += tile * 1.4)
    for (let x = (y / tile) % 2 ? 0 : tile * 0.7; x < w * 0.6; x += tile * 1.4)
      pattern.push(placed(motif, palette.primary, palette.accent, x, y, tile * 0.6));
  const big = h * 0.86;
  return `<defs>${gradient('g', palette.secondary, palette.primary)}</defs><rect width="100%" height="100%" fill="url(#g)"/><g opacity="0.18">${pattern.join('')}</g>${placed(motif, '#ffffff', palette.accent, w - big * 0.92, h * 0.5 - big / 2 + random.int(-h / 14, h / 14), big, random.int(-10, 10))}`;
}

/** A workplace: desk, screen with the mark, lamp and plant, in the company's colours. */
function deskScene(random: Random, motif: Motif, palette: Palette, w: number, h: number): string {
  const deskY = h * 0.7;
  const screenX = (w * random.int(30, 52)) / 100;
  const plantX = random.chance(0.5) ? w * 0.14 : w * 0.86;
  const wall = random.pick([palette.primary, palette.accent]);
  return `<defs>${gradient('g', wall, palette.secondary, 'vertical')}</defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${w * 0.06}" y="${h * 0.1}" width="${w * 0.26}" height="${h * 0.38}" rx="${h * 0.02}" fill="#ffffff" opacity="0.16"/><line x1="${w * 0.19}" y1="${h * 0.1}" x2="${w * 0.19}" y2="${h * 0.48}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${h * 0.01}"/><rect x="0" y="${deskY}" width="${w}" height="${h * 0.3}" fill="${palette.secondary}"/><rect x="${w * 0.04}" y="${deskY - h * 0.02}" width="${w * 0.92}" height="${h * 0.04}" rx="${h * 0.01}" fill="${palette.accent}"/><rect x="${screenX}" y="${deskY - h * 0.4}" width="${w * 0.34}" height="${h * 0.32}" rx="${h * 0.02}" fill="${palette.secondary}"/><rect x="${screenX + w * 0.012}" y="${deskY - h * 0.385}" width="${w * 0.316}" height="${h * 0.29}" rx="${h * 0.012}" fill="#ffffff"/>${placed(motif, palette.primary, palette.accent, screenX + w * 0.17 - h * 0.11, deskY - h * 0.35, h * 0.22)}<rect x="${screenX + w * 0.15}" y="${deskY - h * 0.08}" width="${w * 0.04}" height="${h * 0.06}" fill="${palette.secondary}"/><ellipse cx="${plantX}" cy="${deskY - h * 0.12}" rx="${w * 0.04}" ry="${h * 0.13}" fill="${palette.accent}"/><rect x="${plantX - w * 0.025}" y="${deskY - h * 0.06}" width="${w * 0.05}" height="${h * 0.06}" rx="${h * 0.01}" fill="#ffffff" opacity="0.85"/>`;
}

/** People around a table under the company's mark on the wall. */
function teamScene(random: Random, motif: Motif, palette: Palette, w: number, h: number): string {
  const tableY = h * 0.72;
  const count = random.int(3, 5);
  const people = Array.from({ length: count }, (_, i) => {
    const x = w * (0.2 + (0.6 / (count - 1)) * i);
    const skin = random.pick(skins);
    const shirt = random.pick([palette.primary, palette.accent, '#ffffff']);
    return `<rect x="${x - h * 0.09}" y="${tableY - h * 0.2}" width="${h * 0.18}" height="${h * 0.24}" rx="${h * 0.08}" fill="${shirt}"/><circle cx="${x}" cy="${tableY - h * 0.29}" r="${h * 0.075}" fill="${skin}"/><path d="M${x - h * 0.075} ${tableY - h * 0.3} a${h * 0.075} ${h * 0.075} 0 0 1 ${h * 0.15} 0z" fill="${random.pick(hairs)}"/>`;
  });
  return `<rect width="100%" height="100%" fill="${palette.secondary}"/><rect x="${w * 0.4}" y="${h * 0.06}" width="${w * 0.2}" height="${w * 0.2 * 0.7}" rx="${h * 0.02}" fill="#ffffff" opacity="0.1"/>${placed(motif, palette.primary, palette.accent, w / 2 - h * 0.09, h * 0.08, h * 0.18)}${people.join('')}<rect x="${w * 0.08}" y="${tableY}" width="${w * 0.84}" height="${h * 0.06}" rx="${h * 0.02}" fill="${palette.accent}"/><rect x="${w * 0.12}" y="${tableY + h * 0.06}" width="${w * 0.03}" height="${h * 0.22}" fill="${palette.accent}" opacity="0.7"/><rect x="${w * 0.85}" y="${tableY + h * 0.06}" width="${w * 0.03}" height="${h * 0.22}" fill="${palette.accent}" opacity="0.7"/>`;
}

/** A mosaic of the mark in the company's colours. */
function mosaicScene(random: Random, motif: Motif, palette: Palette, w: number, h: number): string {
  const cols = 6;
  const size = w / cols;
  const fills = [palette.primary, palette.secondary, palette.accent];
  const cells: string[] = [];
  for (let row = 0; row * size < h; row++)
    for (let col = 0; col < cols; col++) {
      const bg = random.pick(fills);
      const ink = bg === palette.secondary ? palette.primary : palette.secondary;
      cells.push(
        `<rect x="${col * size}" y="${row * size}" width="${size}" height="${size}" fill="${bg}"/>`,
        random.chance(0.55)
          ? placed(
              motif,
              ink,
              bg === palette.accent ? palette.primary : palette.accent,
              col * size + size * 0.15,
              row * size + size * 0.15,
              size * 0.7,
            )
          : '',
      );
    }
  return cells.join('');
}

/** A landscape under the company's sky, with the mark as its sun. */
function horizonScene(random: Random, motif: Motif, palette: Palette, w: number, h: number): string {
  const hills = Array.from({ length: 3 }, (_, layer) => {
    const base = h * (0.55 + layer * 0.14);
    const points = Array.from(
      { length: 7 },
      (_, i) => `${round((w / 6) * i)},${round(base - random.int(0, h * 0.12))}`,
    );
    return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${palette.secondary}" opacity="${0.45 + layer * 0.25}"/>`;
  });
  return `<defs>${gradient('g', palette.accent, palette.primary, 'vertical')}</defs><rect width="100%" height="100%" fill="url(#g)"/>${placed(motif, '#ffffff', palette.secondary, (w * random.int(15, 65)) / 100, h * 0.1, h * 0.36)}${hills.join('')}`;
}

const skins = ['#f2d0b1', '#e0ac8a', '#c68863', '#8d5a3b', '#f5dcc8'];
const hairs = ['#2b1d14', '#5a3825', '#a0522d', '#d9b36c', '#1a1a1a', '#8b8b8b'];

export type SceneKind = 'cover' | 'desk' | 'team' | 'mosaic' | 'horizon';
const scenes = {
  cover: coverScene,
  desk: deskScene,
  team: teamScene,
  mosaic: mosaicScene,
  horizon: horizonScene,
};

/** An illustration of one kind, drawn from the company's mark and colours. */
export function sceneSvg(
  kind: SceneKind,
  random: Random,
  motif: Motif,
  palette: Palette,
  w: number,
  h: number,
): string {
  return svg(w, h, scenes[kind](random, motif, palette, w, h));
}

export function avatarSvg(random: Random, palette: Palette, size = 640): string {
  const skin = random.pick(skins);
  const hair = random.pick(hairs);
  const c = size / 2;
  return svg(
    size,
    size,
    `<rect width="100%" height="100%" fill="${palette.primary}"/><circle cx="${c}" cy="${size * 1.05}" r="${size * 0.48}" fill="${palette.secondary}"/><circle cx="${c}" cy="${size * 0.42}" r="${size * 0.2}" fill="${skin}"/><path d="M${c - size * 0.21} ${size * 0.4} a${size * 0.21} ${size * 0.22} 0 0 1 ${size * 0.42} 0 q${-size * 0.1} ${-size * 0.08} ${-size * 0.21} ${-size * 0.05} q${-size * 0.11} ${-size * 0.03} ${-size * 0.21} ${size * 0.05}z" fill="${hair}"/>`,
  );
}
