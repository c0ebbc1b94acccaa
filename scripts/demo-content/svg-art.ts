import type { Random } from './random';

/** Generated illustrations, as SVG, in a company's colours. */
export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export function sceneSvg(random: Random, palette: Palette, w: number, h: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const colour = random.pick([palette.primary, palette.accent, '#ffffff']);
    const x = random.int(0, w);
    const y = random.int(0, h);
    const r = random.int(Math.round(h / 10), Math.round(h / 2.5));
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${(0.15 + random.next() * 0.35).toFixed(2)}"/>`,
    );
  }
  // A desk, a window and a plant: an abstract office.
  const deskY = Math.round(h * 0.68);
  shapes.push(
    `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.34}" height="${h * 0.36}" rx="${h * 0.02}" fill="#ffffff" opacity="0.18"/>`,
    `<rect x="${w * 0.05}" y="${deskY}" width="${w * 0.9}" height="${h * 0.05}" rx="${h * 0.02}" fill="${palette.secondary}" opacity="0.85"/>`,
    `<rect x="${w * 0.55}" y="${deskY - h * 0.2}" width="${w * 0.22}" height="${h * 0.18}" rx="${h * 0.015}" fill="${palette.secondary}"/>`,
    `<rect x="${w * 0.565}" y="${deskY - h * 0.185}" width="${w * 0.19}" height="${h * 0.15}" rx="${h * 0.01}" fill="${palette.primary}" opacity="0.9"/>`,
    `<ellipse cx="${w * 0.2}" cy="${deskY - h * 0.09}" rx="${w * 0.035}" ry="${h * 0.1}" fill="${palette.accent}"/>`,
    `<rect x="${w * 0.18}" y="${deskY - h * 0.05}" width="${w * 0.04}" height="${h * 0.05}" fill="${palette.secondary}"/>`,
  );
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.secondary}"/><stop offset="1" stop-color="${palette.primary}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}`,
  );
}

export function logoSvg(initials: string, palette: Palette, size = 256): string {
  return svg(
    size,
    size,
    `<rect width="100%" height="100%" rx="${size * 0.22}" fill="${palette.secondary}"/><circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.12}" fill="${palette.accent}"/><text x="50%" y="56%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans" font-weight="700" font-size="${size * 0.4}" fill="${palette.primary}">${initials}</text>`,
  );
}

export function avatarSvg(random: Random, palette: Palette, size = 640): string {
  const skin = random.pick(['#f2d0b1', '#e0ac8a', '#c68863', '#8d5a3b', '#f5dcc8']);
  const hair = random.pick(['#2b1d14', '#5a3825', '#a0522d', '#d9b36c', '#1a1a1a', '#8b8b8b']);
  const c = size / 2;
  return svg(
    size,
    size,
    `<rect width="100%" height="100%" fill="${palette.primary}"/><circle cx="${c}" cy="${size * 1.05}" r="${size * 0.48}" fill="${palette.secondary}"/><circle cx="${c}" cy="${size * 0.42}" r="${size * 0.2}" fill="${skin}"/><path d="M${c - size * 0.21} ${size * 0.4} a${size * 0.21} ${size * 0.22} 0 0 1 ${size * 0.42} 0 q${-size * 0.1} ${-size * 0.08} ${-size * 0.21} ${-size * 0.05} q${-size * 0.11} ${-size * 0.03} ${-size * 0.21} ${size * 0.05}z" fill="${hair}"/>`,
  );
}

export function badgeSvg(label: string, colour: string, size = 256): string {
  return svg(
    size,
    size,
    `<rect width="100%" height="100%" rx="${size * 0.24}" fill="${colour}"/><text x="50%" y="55%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans" font-weight="700" font-size="${size * (label.length > 2 ? 0.26 : 0.38)}" fill="#ffffff">${label}</text>`,
  );
}
