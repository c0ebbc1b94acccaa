import type { Random } from './random';
import type { Palette } from './svg-art';

/**
 * Workplaces drawn as flat illustrations (1200 × 800 or any size): the room a company works in,
 * in its colours. Each draw varies the composition (counts, positions, which side things stand on).
 */
export type Workplace =
  | 'machineHall'
  | 'assemblyLine'
  | 'warehouse'
  | 'sortingHub'
  | 'dataLab'
  | 'serverRoom'
  | 'designStudio'
  | 'gameStudio'
  | 'clinic'
  | 'classroom'
  | 'bookshop'
  | 'newsroom'
  | 'podcastStudio'
  | 'solarPark'
  | 'windFarm'
  | 'boardroom'
  | 'openOffice'
  | 'paymentCounter';

const r1 = (value: number) => Math.round(value * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round"/>`;

const skins = ['#f2d0b1', '#e0ac8a', '#c68863', '#8d5a3b', '#f5dcc8'];
const hairs = ['#2b1d14', '#5a3825', '#a0522d', '#d9b36c', '#1a1a1a', '#8b8b8b'];
const ink = '#23262f';
const steel = '#9aa3ad';
const darkSteel = '#5d6670';
const wood = '#b98552';

/** A standing person, feet at (x, floor), `height` tall, in a shirt of the given colour. */
function person(random: Random, x: number, floor: number, height: number, shirt: string, extra = '') {
  const head = height * 0.11;
  const body = height * 0.36;
  const legs = height * 0.42;
  const top = floor - height;
  return `<g>${rect(x - height * 0.06, floor - legs, height * 0.05, legs, ink)}${rect(x + height * 0.01, floor - legs, height * 0.05, legs, ink)}${rect(x - height * 0.1, floor - legs - body, height * 0.2, body + height * 0.02, shirt, `rx="${r1(height * 0.06)}"`)}${circle(x, top + head, head, random.pick(skins))}<path d="M${r1(x - head)} ${r1(top + head)} a${r1(head)} ${r1(head)} 0 0 1 ${r1(head * 2)} 0z" fill="${random.pick(hairs)}"/>${extra}</g>`;
}

/** A person seated on a stool, seen from the side, at a desk whose top is at deskY. */
function seated(random: Random, x: number, deskY: number, size: number, shirt: string) {
  const head = size * 0.13;
  return `${rect(x - size * 0.14, deskY - size * 0.62, size * 0.28, size * 0.62, shirt, `rx="${r1(size * 0.1)}"`)}${circle(x, deskY - size * 0.78, head, random.pick(skins))}<path d="M${r1(x - head)} ${r1(deskY - size * 0.78)} a${r1(head)} ${r1(head)} 0 0 1 ${r1(head * 2)} 0z" fill="${random.pick(hairs)}"/>`;
}

/** A monitor on a stand, its screen drawn by `screen(x, y, w, h)`. */
function monitor(x: number, y: number, w: number, h: number, frame: string, screen: string) {
  return `${rect(x, y, w, h, frame, `rx="${r1(h * 0.05)}"`)}${rect(x + w * 0.04, y + h * 0.06, w * 0.92, h * 0.82, screen, `rx="${r1(h * 0.03)}"`)}${rect(x + w * 0.45, y + h, w * 0.1, h * 0.18, frame)}${rect(x + w * 0.3, y + h * 1.16, w * 0.4, h * 0.05, frame, `rx="${r1(h * 0.02)}"`)}`;
}

/** A small bar chart inside a box, the bars random. */
function chart(random: Random, x: number, y: number, w: number, h: number, colours: string[]) {
  const count = random.int(4, 7);
  const bar = w / (count * 1.5);
  return Array.from({ length: count }, (_, i) => {
    const bh = h * random.int(25, 95) * 0.01;
    return rect(x + i * bar * 1.5 + bar * 0.25, y + h - bh, bar, bh, colours[i % colours.length], 'rx="2"');
  }).join('');
}

const backdrop = (w: number, h: number, wall: string, floor: string, horizon: number) =>
  `${rect(0, 0, w, h, wall)}${rect(0, h * horizon, w, h * (1 - horizon), floor)}`;

/** Shop-floor windows high on the wall, letting light in. */
const hallWindows = (random: Random, w: number, h: number) => {
  const count = random.int(4, 7);
  return Array.from({ length: count }, (_, i) =>
    rect(
      (w / count) * i + w * 0.02,
      h * 0.06,
      w / count - w * 0.04,
      h * 0.14,
      '#ffffff',
      'opacity="0.35" rx="4"',
    ),
  ).join('');
};

function machineHall(random: Random, p: Palette, w: number, h: number) {
  const floor = h * 0.78;
  const machines = random.int(2, 3);
  const craneX = w * random.int(20, 70) * 0.01;
  const parts = Array.from({ length: machines }, (_, i) => {
    const mw = w * (0.7 / machines);
    const x = w * 0.06 + (i * (w * 0.88)) / machines;
    const mh = h * random.int(30, 40) * 0.01;
    const y = floor - mh;
    return `${rect(x, y, mw, mh, p.primary, 'rx="10"')}${rect(x + mw * 0.08, y + mh * 0.12, mw * 0.55, mh * 0.5, '#dfe6ec', 'rx="6"')}${rect(x + mw * 0.12, y + mh * 0.18, mw * 0.47, mh * 0.38, '#ffffff', 'opacity="0.5"')}${line(x + mw * 0.35, y + mh * 0.18, x + mw * 0.35, y + mh * 0.44, darkSteel, 10)}${rect(x + mw * 0.22, y + mh * 0.44, mw * 0.26, mh * 0.06, steel)}${rect(x + mw * 0.7, y + mh * 0.14, mw * 0.22, mh * 0.3, ink, 'rx="6"')}${rect(x + mw * 0.73, y + mh * 0.18, mw * 0.16, mh * 0.1, p.accent)}${circle(x + mw * 0.77, y + mh * 0.36, mh * 0.03, '#e74c3c')}${circle(x + mw * 0.85, y + mh * 0.36, mh * 0.03, '#2ecc71')}${rect(x, floor - mh * 0.12, mw, mh * 0.12, p.secondary)}`;
  });
  const worker = person(random, craneX + w * 0.05, floor + h * 0.12, h * 0.36, p.accent);
  return `${backdrop(w, h, '#cfd6dc', '#8d949b', 0.62)}${hallWindows(random, w, h)}${rect(0, h * 0.24, w, h * 0.035, p.secondary)}${rect(craneX, h * 0.235, w * 0.08, h * 0.06, p.accent, 'rx="4"')}${line(craneX + w * 0.04, h * 0.29, craneX + w * 0.04, h * 0.42, ink, 4)}${rect(craneX + w * 0.015, h * 0.42, w * 0.05, h * 0.05, darkSteel)}${parts.join('')}${rect(0, h * 0.92, w, h * 0.02, '#f1c40f')}${worker}`;
}

function assemblyLine(random: Random, p: Palette, w: number, h: number) {
  const belt = h * 0.62;
  const gears = Array.from({ length: random.int(3, 5) }, (_, i) => {
    const x = w * (0.14 + i * 0.2) + random.int(-20, 20);
    const r = h * 0.06;
    const teeth = Array.from({ length: 10 }, (_, t) => {
      const a = (t * Math.PI) / 5;
      return `${r1(x + Math.cos(a) * r * 1.3)},${r1(belt - r * 1.3 - 4 + Math.sin(a) * r * 1.3)}`;
    }).join(' ');
    return `<polygon points="${teeth}" fill="${steel}"/>${circle(x, belt - r * 1.3 - 4, r, darkSteel)}${circle(x, belt - r * 1.3 - 4, r * 0.35, '#cfd6dc')}`;
  });
  const arms = Array.from({ length: random.int(1, 2) }, (_, i) => {
    const x = w * (0.3 + i * 0.4);
    return `${rect(x - 30, h * 0.08, 60, h * 0.06, p.secondary)}${line(x, h * 0.14, x + 40, h * 0.3, p.accent, 22)}${line(x + 40, h * 0.3, x + 10, h * 0.42, p.accent, 18)}${rect(x - 10, h * 0.42, 40, 14, ink)}`;
  });
  const workers = Array.from({ length: random.int(2, 3) }, (_, i) =>
    person(random, w * (0.18 + i * 0.3) + random.int(-30, 30), h * 0.98, h * 0.4, p.primary),
  );
  return `${backdrop(w, h, '#d8dee3', '#9aa1a8', 0.7)}${hallWindows(random, w, h)}${arms.join('')}${gears.join('')}${rect(w * 0.04, belt, w * 0.92, h * 0.05, ink, 'rx="20"')}${Array.from({ length: 12 }, (_, i) => circle(w * 0.07 + i * w * 0.078, belt + h * 0.025, h * 0.015, steel)).join('')}${rect(w * 0.1, belt + h * 0.05, 20, h * 0.2, darkSteel)}${rect(w * 0.88, belt + h * 0.05, 20, h * 0.2, darkSteel)}${workers.join('')}`;
}

/** Shelves of boxes or books, `rows` high, over [x, x + w]. */
function shelving(
  random: Random,
  x: number,
  top: number,
  w: number,
  bottom: number,
  rows: number,
  goods: string[],
  frame: string,
  books = false,
) {
  const rowH = (bottom - top) / rows;
  const items: string[] = [
    rect(x, top, 12, bottom - top, frame),
    rect(x + w - 12, top, 12, bottom - top, frame),
  ];
  for (let row = 0; row < rows; row++) {
    const y = top + rowH * (row + 1);
    items.push(rect(x, y - 8, w, 8, frame));
    let cx = x + 16;
    while (cx < x + w - 40) {
      const iw = books ? random.int(14, 26) : random.int(50, 90);
      const ih = books ? rowH * random.int(60, 85) * 0.01 : rowH * random.int(45, 75) * 0.01;
      if (cx + iw > x + w - 16) break;
      items.push(rect(cx, y - 8 - ih, iw, ih, random.pick(goods), books ? 'rx="2"' : 'rx="3"'));
      if (!books) items.push(line(cx + iw / 2, y - 8 - ih, cx + iw / 2, y - 8 - ih * 0.7, '#ffffff', 3));
      cx += iw + (books ? 2 : random.int(6, 16));
    }
  }
  return items.join('');
}

function warehouse(random: Random, p: Palette, w: number, h: number) {
  const cardboard = ['#c8955c', '#b5834d', '#d9a96f'];
  const racks = random.int(2, 3);
  const shelves = Array.from({ length: racks }, (_, i) =>
    shelving(
      random,
      w * 0.04 + (i * (w * 0.92)) / racks,
      h * 0.12,
      (w * 0.92) / racks - w * 0.03,
      h * 0.74,
      4,
      cardboard,
      p.primary,
    ),
  );
  const forkX = w * random.int(25, 60) * 0.01;
  const forklift = `${rect(forkX, h * 0.72, w * 0.16, h * 0.12, p.accent, 'rx="10"')}${rect(forkX + w * 0.02, h * 0.6, w * 0.08, h * 0.12, 'none', `stroke="${ink}" stroke-width="6"`)}${line(forkX + w * 0.17, h * 0.56, forkX + w * 0.17, h * 0.86, ink, 8)}${line(forkX + w * 0.17, h * 0.85, forkX + w * 0.25, h * 0.85, ink, 8)}${rect(forkX + w * 0.18, h * 0.74, w * 0.07, h * 0.1, cardboard[0])}${circle(forkX + w * 0.04, h * 0.87, h * 0.04, ink)}${circle(forkX + w * 0.13, h * 0.87, h * 0.04, ink)}`;
  return `${backdrop(w, h, '#e3e6ea', '#a7adb3', 0.78)}${shelves.join('')}${forklift}${person(random, random.pick([w * 0.12, w * 0.88]), h * 0.97, h * 0.34, '#f39c12')}`;
}

function sortingHub(random: Random, p: Palette, w: number, h: number) {
  const cardboard = ['#c8955c', '#b5834d', '#d9a96f'];
  const belts = [h * 0.45, h * 0.7];
  const parcels = belts.flatMap((y) =>
    Array.from({ length: random.int(4, 7) }, (_, i) => {
      const pw = random.int(50, 90);
      const ph = random.int(36, 60);
      const x = w * 0.08 + i * w * 0.13 + random.int(0, 20);
      return `${rect(x, y - ph, pw, ph, random.pick(cardboard), 'rx="3"')}${rect(x + pw * 0.35, y - ph, pw * 0.3, ph, p.accent, 'opacity="0.6"')}`;
    }),
  );
  const door = (x: number) =>
    `${rect(x, h * 0.08, w * 0.22, h * 0.22, darkSteel)}${Array.from({ length: 6 }, (_, i) => line(x, h * 0.1 + i * h * 0.035, x + w * 0.22, h * 0.1 + i * h * 0.035, steel, 3)).join('')}`;
  const van = (x: number) =>
    `${rect(x, h * 0.15, w * 0.16, h * 0.12, p.primary, 'rx="8"')}${rect(x + w * 0.12, h * 0.17, w * 0.03, h * 0.05, '#cfe8ff')}`;
  return `${backdrop(w, h, '#dfe3e7', '#9ea5ac', 0.82)}${door(w * 0.08)}${door(w * 0.7)}${van(w * random.int(35, 45) * 0.01)}${belts.map((y) => `${rect(w * 0.04, y, w * 0.92, h * 0.04, ink, 'rx="14"')}${rect(w * 0.1, y + h * 0.04, 14, h * 0.14, darkSteel)}${rect(w * 0.86, y + h * 0.04, 14, h * 0.14, darkSteel)}`).join('')}${parcels.join('')}${person(random, w * random.int(20, 80) * 0.01, h * 0.99, h * 0.3, p.accent)}`;
}

function screenOf(
  random: Random,
  p: Palette,
  x: number,
  y: number,
  sw: number,
  sh: number,
  kind: 'chart' | 'code' | 'game' | 'design' | 'vitals' | 'text',
) {
  switch (kind) {
    case 'chart':
      return chart(random, x + sw * 0.1, y + sh * 0.15, sw * 0.8, sh * 0.7, [
        p.primary,
        p.accent,
        p.secondary,
      ]);
    case 'code':
      return Array.from({ length: 6 }, (_, i) =>
        rect(
          x + sw * (0.08 + (i % 3) * 0.06),
          y + sh * (0.12 + i * 0.13),
          sw * random.int(25, 60) * 0.01,
          sh * 0.06,
          i % 2 ? p.accent : '#7fd1ae',
          'rx="2"',
        ),
      ).join('');
    case 'game':
      return `${rect(x, y + sh * 0.6, sw, sh * 0.4, '#5cb85c')}<polygon points="${r1(x + sw * 0.1)},${r1(y + sh * 0.6)} ${r1(x + sw * 0.35)},${r1(y + sh * 0.2)} ${r1(x + sw * 0.6)},${r1(y + sh * 0.6)}" fill="${p.secondary}"/>${circle(x + sw * 0.7, y + sh * 0.45, sh * 0.12, p.accent)}${rect(x + sw * 0.66, y + sh * 0.55, sw * 0.08, sh * 0.12, p.primary)}`;
    case 'design':
      return `${rect(x + sw * 0.08, y + sh * 0.12, sw * 0.5, sh * 0.76, '#ffffff')}${rect(x + sw * 0.12, y + sh * 0.18, sw * 0.42, sh * 0.12, p.primary)}${circle(x + sw * 0.33, y + sh * 0.55, sh * 0.16, p.accent)}${Array.from({ length: 4 }, (_, i) => rect(x + sw * 0.66, y + sh * (0.15 + i * 0.18), sw * 0.26, sh * 0.12, [p.primary, p.accent, p.secondary, '#dddddd'][i], 'rx="3"')).join('')}`;
    case 'vitals':
      return `<polyline points="${Array.from({ length: 9 }, (_, i) => `${r1(x + sw * (0.05 + i * 0.11))},${r1(y + sh * (i % 4 === 2 ? 0.2 : i % 4 === 3 ? 0.7 : 0.5))}`).join(' ')}" fill="none" stroke="#2ecc71" stroke-width="4"/>`;
    case 'text':
      return Array.from({ length: 5 }, (_, i) =>
        rect(
          x + sw * 0.1,
          y + sh * (0.15 + i * 0.15),
          sw * (i === 0 ? 0.6 : 0.8),
          sh * (i === 0 ? 0.1 : 0.05),
          i === 0 ? p.primary : '#b0b6bd',
        ),
      ).join('');
  }
}

/** A row of desks with people at screens: the shared shape of offices, labs and studios. */
function deskRow(
  random: Random,
  p: Palette,
  w: number,
  h: number,
  screens: Parameters<typeof screenOf>[6][],
  dark: boolean,
) {
  const deskY = h * 0.7;
  const count = random.int(2, 3);
  const slot = (w * 0.9) / count;
  const frame = dark ? '#111318' : ink;
  const screenBg = dark ? '#1d2230' : '#f4f6f8';
  const desks = Array.from({ length: count }, (_, i) => {
    const x = w * 0.05 + i * slot;
    const mw = slot * 0.5;
    const mh = mw * 0.6;
    const mx = x + slot * 0.12;
    const my = deskY - mh * 1.25;
    const second = random.chance(0.5);
    return `${monitor(mx, my, mw, mh, frame, screenBg)}${screenOf(random, p, mx + mw * 0.04, my + mh * 0.06, mw * 0.92, mh * 0.82, random.pick(screens))}${second ? `${monitor(mx + mw * 1.05, my + mh * 0.2, mw * 0.45, mh * 0.75, frame, screenBg)}${screenOf(random, p, mx + mw * 1.07, my + mh * 0.25, mw * 0.41, mh * 0.6, random.pick(screens))}` : ''}${seated(random, mx + mw * 0.5, deskY + h * 0.2, h * 0.3, random.pick([p.primary, p.accent, '#ffffff']))}`;
  });
  return `${desks.join('')}${rect(0, deskY, w, h * 0.035, dark ? '#3a3f4b' : wood)}${Array.from({ length: count + 1 }, (_, i) => rect(w * 0.04 + i * slot, deskY + h * 0.035, 14, h * 0.16, dark ? '#3a3f4b' : wood)).join('')}`;
}

const plant = (x: number, floor: number, size: number, pot: string) =>
  `<ellipse cx="${r1(x)}" cy="${r1(floor - size * 0.9)}" rx="${r1(size * 0.3)}" ry="${r1(size * 0.55)}" fill="#3c8d5a"/><ellipse cx="${r1(x - size * 0.2)}" cy="${r1(floor - size * 0.7)}" rx="${r1(size * 0.2)}" ry="${r1(size * 0.35)}" fill="#4faa6d"/>${rect(x - size * 0.2, floor - size * 0.35, size * 0.4, size * 0.35, pot, 'rx="4"')}`;

function dataLab(random: Random, p: Palette, w: number, h: number) {
  const wallChart = `${rect(w * 0.08, h * 0.08, w * 0.5, h * 0.3, '#ffffff', 'rx="10"')}${chart(random, w * 0.11, h * 0.12, w * 0.26, h * 0.22, [p.primary, p.accent])}<polyline points="${Array.from({ length: 7 }, (_, i) => `${r1(w * (0.39 + i * 0.028))},${r1(h * (0.32 - random.int(0, 18) * 0.01))}`).join(' ')}" fill="none" stroke="${p.primary}" stroke-width="5"/>`;
  return `${backdrop(w, h, p.secondary, '#2a2f3a', 0.88)}${wallChart}${plant(w * 0.9, h * 0.7, h * 0.3, p.accent)}${deskRow(random, p, w, h, ['chart', 'code'], true)}`;
}

function serverRoom(random: Random, p: Palette, w: number, h: number) {
  const racks = random.int(4, 6);
  const rw = (w * 0.84) / racks;
  const cabinets = Array.from({ length: racks }, (_, i) => {
    const x = w * 0.08 + i * rw;
    const units = Array.from({ length: 9 }, (_, u) => {
      const y = h * 0.14 + u * h * 0.065;
      const leds = Array.from({ length: 3 }, (_, l) =>
        circle(x + rw * (0.62 + l * 0.1), y + h * 0.025, 4, random.chance(0.7) ? '#2ecc71' : p.accent),
      ).join('');
      return `${rect(x + rw * 0.08, y, rw * 0.84, h * 0.05, '#2c313c', 'rx="3"')}${rect(x + rw * 0.14, y + h * 0.018, rw * 0.36, h * 0.014, '#4a5160')}${leds}`;
    });
    return `${rect(x, h * 0.1, rw - 10, h * 0.66, '#171a21', 'rx="6"')}${units.join('')}`;
  });
  return `${backdrop(w, h, p.secondary, '#c9ced6', 0.76)}${Array.from({ length: 8 }, (_, i) => line(0, h * 0.8 + i * h * 0.03, w, h * 0.8 + i * h * 0.03, '#b3b9c2', 2)).join('')}${rect(0, h * 0.02, w, h * 0.04, p.primary)}${cabinets.join('')}${person(random, w * random.int(15, 85) * 0.01, h * 0.97, h * 0.38, p.accent)}`;
}

function designStudio(random: Random, p: Palette, w: number, h: number) {
  const notes = Array.from({ length: random.int(10, 16) }, () =>
    rect(
      w * 0.06 + random.int(0, 36) * w * 0.01,
      h * 0.08 + random.int(0, 22) * h * 0.01,
      w * 0.05,
      w * 0.05,
      random.pick([p.accent, '#ffd6e0', '#c5f0ff', '#fff3a8']),
      `transform="rotate(${random.int(-6, 6)} ${r1(w * 0.3)} ${r1(h * 0.2)})"`,
    ),
  );
  const board = `${rect(w * 0.04, h * 0.05, w * 0.46, h * 0.38, '#ffffff', 'rx="8"')}${notes.join('')}`;
  const lamp = `${line(w * 0.8, 0, w * 0.8, h * 0.14, ink, 4)}<path d="M${r1(w * 0.76)} ${r1(h * 0.2)} L${r1(w * 0.84)} ${r1(h * 0.2)} L${r1(w * 0.82)} ${r1(h * 0.14)} L${r1(w * 0.78)} ${r1(h * 0.14)} Z" fill="${p.primary}"/>`;
  return `${backdrop(w, h, '#f3efe9', '#d9cbb8', 0.9)}${board}${lamp}${plant(w * 0.62, h * 0.7, h * 0.26, p.primary)}${deskRow(random, p, w, h, ['design', 'code'], false)}`;
}

function gameStudio(random: Random, p: Palette, w: number, h: number) {
  const poster = `${rect(w * 0.06, h * 0.06, w * 0.28, h * 0.3, p.primary, 'rx="6"')}${screenOf(random, p, w * 0.07, h * 0.08, w * 0.26, h * 0.26, 'game')}`;
  const pad = `${rect(w * 0.72, h * 0.12, w * 0.16, h * 0.1, ink, 'rx="30"')}${circle(w * 0.76, h * 0.17, 10, p.accent)}${circle(w * 0.84, h * 0.15, 7, p.primary)}${circle(w * 0.86, h * 0.19, 7, '#2ecc71')}`;
  return `${backdrop(w, h, '#2b2540', '#1c1829', 0.9)}${rect(0, h * 0.03, w, 8, p.accent, 'opacity="0.8"')}${poster}${pad}${deskRow(random, p, w, h, ['game', 'code', 'game'], true)}`;
}

function clinic(random: Random, p: Palette, w: number, h: number) {
  const bedX = w * random.int(8, 40) * 0.01;
  const bed = `${rect(bedX, h * 0.6, w * 0.42, h * 0.07, '#ffffff', 'rx="10"')}${rect(bedX, h * 0.56, w * 0.1, h * 0.05, '#eef3f7', 'rx="14"')}${rect(bedX + w * 0.02, h * 0.67, 10, h * 0.2, steel)}${rect(bedX + w * 0.38, h * 0.67, 10, h * 0.2, steel)}${rect(bedX + w * 0.14, h * 0.57, w * 0.26, h * 0.04, p.accent, 'rx="8"')}`;
  const monitorX = bedX + w * 0.46;
  const vitals = `${line(monitorX + w * 0.06, h * 0.5, monitorX + w * 0.06, h * 0.9, steel, 8)}${rect(monitorX, h * 0.26, w * 0.14, h * 0.2, ink, 'rx="8"')}${screenOf(random, p, monitorX + 8, h * 0.28, w * 0.14 - 16, h * 0.16, 'vitals')}`;
  const cabinet = `${rect(w * 0.78, h * 0.3, w * 0.18, h * 0.58, '#eef3f7', 'rx="6"')}${Array.from({ length: 3 }, (_, i) => rect(w * 0.8, h * (0.34 + i * 0.18), w * 0.14, h * 0.14, '#dfe8ef', 'rx="4"')).join('')}`;
  const cross = `${rect(w * 0.06, h * 0.1, w * 0.12, h * 0.04, p.primary)}${rect(w * 0.1, h * 0.04, w * 0.04, h * 0.16, p.primary)}`;
  const doctor = person(random, w * random.int(55, 72) * 0.01, h * 0.95, h * 0.5, '#ffffff', '');
  return `${backdrop(w, h, '#e7f1f6', '#c9dbe4', 0.88)}${rect(0, h * 0.42, w, h * 0.03, p.primary, 'opacity="0.5"')}${cross}${rect(w * 0.28, h * 0.06, w * 0.3, h * 0.26, '#bfe3ff', 'rx="6"')}${line(w * 0.43, h * 0.06, w * 0.43, h * 0.32, '#ffffff', 6)}${cabinet}${bed}${vitals}${doctor}`;
}

function classroom(random: Random, p: Palette, w: number, h: number) {
  const board = `${rect(w * 0.18, h * 0.08, w * 0.64, h * 0.32, '#2f4f3e', 'rx="8"')}${rect(w * 0.18, h * 0.38, w * 0.64, h * 0.025, wood)}<text x="${r1(w * 0.24)}" y="${r1(h * 0.22)}" font-family="DejaVu Sans, sans-serif" font-size="${r1(h * 0.08)}" fill="#ffffff">2 + 3 = 5</text><text x="${r1(w * 0.58)}" y="${r1(h * 0.3)}" font-family="DejaVu Sans, sans-serif" font-size="${r1(h * 0.07)}" fill="${p.accent}">A b C</text>`;
  const rows = 2;
  const desks: string[] = [];
  for (let row = 0; row < rows; row++) {
    const y = h * (0.66 + row * 0.18);
    const count = 3 + row;
    for (let i = 0; i < count; i++) {
      const x = w * (0.12 + (0.76 / (count - 1)) * i) + random.int(-15, 15);
      const size = h * (0.2 + row * 0.05);
      desks.push(seated(random, x, y, size, random.pick([p.primary, p.accent, '#ffffff', '#7fb3ff'])));
      desks.push(
        rect(x - size * 0.4, y, size * 0.8, size * 0.08, wood),
        rect(x - size * 0.3, y + size * 0.08, 8, size * 0.3, wood),
      );
    }
  }
  const teacher = person(random, random.pick([w * 0.1, w * 0.9]), h * 0.62, h * 0.46, p.primary);
  return `${backdrop(w, h, '#fbf3df', '#e4cfa8', 0.55)}${board}${teacher}${desks.join('')}`;
}

function bookshop(random: Random, p: Palette, w: number, h: number) {
  const spines = [p.primary, p.accent, p.secondary, '#c0392b', '#2e86ab', '#e9c46a', '#6a994e', '#ffffff'];
  const counter = random.chance(0.5);
  const shelfW = counter ? w * 0.55 : w * 0.9;
  const till = counter
    ? `${rect(w * 0.66, h * 0.6, w * 0.3, h * 0.3, p.primary, 'rx="6"')}${rect(w * 0.64, h * 0.58, w * 0.34, h * 0.03, wood)}${rect(w * 0.74, h * 0.48, w * 0.1, h * 0.1, ink, 'rx="4"')}${person(random, w * 0.8, h * 0.6, h * 0.32, p.accent)}`
    : person(random, w * random.int(30, 70) * 0.01, h * 0.98, h * 0.42, p.accent);
  const tableBooks = Array.from({ length: 4 }, (_, i) =>
    rect(w * (0.2 + i * 0.08), h * 0.8 - 14, w * 0.06, 14, random.pick(spines), 'rx="2"'),
  ).join('');
  return `${backdrop(w, h, '#f6ecdc', '#b98552', 0.82)}${shelving(random, w * 0.04, h * 0.06, shelfW, h * 0.74, 5, spines, '#7a4f2a', true)}${counter ? '' : tableBooks}${till}`;
}

function newsroom(random: Random, p: Palette, w: number, h: number) {
  const wallScreens = Array.from({ length: 3 }, (_, i) => {
    const x = w * (0.08 + i * 0.3);
    return `${rect(x, h * 0.08, w * 0.26, h * 0.2, ink, 'rx="6"')}${screenOf(random, p, x + 6, h * 0.09, w * 0.26 - 12, h * 0.18, i === 1 ? 'chart' : 'text')}`;
  });
  const clock = `${circle(w * 0.92, h * 0.12, h * 0.06, '#ffffff')}${line(w * 0.92, h * 0.12, w * 0.92, h * 0.08, ink, 4)}${line(w * 0.92, h * 0.12, w * 0.94, h * 0.13, ink, 4)}`;
  const ticker = `${rect(0, h * 0.32, w, h * 0.05, p.primary)}${Array.from({ length: 8 }, (_, i) => rect(w * (0.02 + i * 0.12), h * 0.335, w * 0.09, h * 0.02, '#ffffff', 'opacity="0.8"')).join('')}`;
  return `${backdrop(w, h, '#e9ecef', '#c2c8ce', 0.9)}${wallScreens.join('')}${clock}${ticker}${deskRow(random, p, w, h, ['text', 'text', 'chart'], false)}`;
}

function podcastStudio(random: Random, p: Palette, w: number, h: number) {
  const foam = Array.from({ length: 24 }, (_, i) =>
    rect(
      (i % 8) * (w / 8) + 4,
      Math.floor(i / 8) * h * 0.14 + 6,
      w / 8 - 8,
      h * 0.14 - 8,
      i % 2 ? '#33384a' : '#2a2e3d',
      'rx="6"',
    ),
  );
  const onAir = `${rect(w * 0.42, h * 0.46, w * 0.16, h * 0.07, ink, 'rx="8"')}<text x="${r1(w * 0.5)}" y="${r1(h * 0.51)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${r1(h * 0.04)}" fill="#ff4d4d">ON AIR</text>`;
  const mic = (x: number) =>
    `${line(x, h * 0.72, x + w * 0.04, h * 0.6, darkSteel, 6)}${rect(x + w * 0.03, h * 0.52, w * 0.03, h * 0.09, ink, 'rx="12"')}`;
  const hosts = [w * 0.26, w * 0.74].map(
    (x) =>
      `${seated(random, x, h * 0.76, h * 0.36, random.pick([p.primary, p.accent]))}${`<path d="M${r1(x - h * 0.05)} ${r1(h * 0.5)} a${r1(h * 0.05)} ${r1(h * 0.05)} 0 0 1 ${r1(h * 0.1)} 0" fill="none" stroke="${ink}" stroke-width="6"/>`}`,
  );
  return `${backdrop(w, h, p.secondary, '#1f2230', 0.76)}${foam.join('')}${onAir}${hosts.join('')}${mic(w * 0.32)}${mic(w * 0.64)}${rect(w * 0.1, h * 0.76, w * 0.8, h * 0.05, wood, 'rx="8"')}${rect(w * 0.42, h * 0.7, w * 0.16, h * 0.06, ink, 'rx="4"')}${Array.from({ length: 5 }, (_, i) => rect(w * (0.43 + i * 0.03), h * 0.71, 8, h * 0.03, p.accent)).join('')}`;
}

function solarPark(random: Random, p: Palette, w: number, h: number) {
  const sunX = w * random.int(15, 85) * 0.01;
  const rows = 3;
  const panels: string[] = [];
  for (let row = 0; row < rows; row++) {
    const y = h * (0.5 + row * 0.15);
    const scale = 0.7 + row * 0.2;
    const pw = w * 0.11 * scale;
    for (let x = -pw * 0.3 + row * 20; x < w; x += pw * 1.15) {
      panels.push(
        `${line(x + pw / 2, y, x + pw / 2, y + h * 0.06 * scale, darkSteel, 5)}<polygon points="${r1(x)},${r1(y + h * 0.02)} ${r1(x + pw)},${r1(y + h * 0.02)} ${r1(x + pw * 0.9)},${r1(y - h * 0.06 * scale)} ${r1(x + pw * 0.1)},${r1(y - h * 0.06 * scale)}" fill="#1f3b73" stroke="#9cc3ff" stroke-width="2"/>`,
      );
    }
  }
  return `${rect(0, 0, w, h, '#bfe3ff')}${circle(sunX, h * 0.16, h * 0.08, p.accent)}<polygon points="0,${r1(h * 0.45)} ${r1(w * 0.3)},${r1(h * 0.36)} ${r1(w * 0.6)},${r1(h * 0.43)} ${w},${r1(h * 0.34)} ${w},${h} 0,${h}" fill="#7fb069"/>${rect(0, h * 0.44, w, h * 0.56, '#8cc084')}${panels.join('')}${person(random, w * random.int(10, 90) * 0.01, h * 0.99, h * 0.3, p.primary)}`;
}

function windFarm(random: Random, p: Palette, w: number, h: number) {
  const turbines = Array.from({ length: random.int(3, 5) }, (_, i) => {
    const x = w * (0.12 + i * 0.2) + random.int(-30, 30);
    const scale = random.int(60, 100) * 0.01;
    const top = h * 0.55 - h * 0.4 * scale;
    const blade = h * 0.2 * scale;
    const turn = random.int(0, 119);
    const blades = [0, 120, 240]
      .map(
        (a) =>
          `<path d="M0 0 L${r1(blade * 0.08)} ${r1(-blade * 0.2)} L0 ${r1(-blade)} L${r1(-blade * 0.05)} ${r1(-blade * 0.2)} Z" fill="#ffffff" transform="rotate(${a + turn})"/>`,
      )
      .join('');
    return `${line(x, top, x, h * 0.62, '#f2f4f6', 10 * scale)}<g transform="translate(${r1(x)} ${r1(top)})">${blades}</g>${circle(x, top, 8 * scale, p.accent)}`;
  });
  return `${rect(0, 0, w, h, '#cfe9fb')}<polygon points="0,${r1(h * 0.6)} ${r1(w * 0.4)},${r1(h * 0.52)} ${r1(w * 0.7)},${r1(h * 0.6)} ${w},${r1(h * 0.55)} ${w},${h} 0,${h}" fill="${p.primary}" opacity="0.7"/>${rect(0, h * 0.68, w, h * 0.32, '#86b96e')}${turbines.join('')}${rect(w * 0.08, h * 0.8, w * 0.16, h * 0.1, '#ffffff', 'rx="6"')}${person(random, w * 0.3, h * 0.96, h * 0.24, p.accent)}${person(random, w * 0.36, h * 0.96, h * 0.25, p.primary)}`;
}

function boardroom(random: Random, p: Palette, w: number, h: number) {
  const screen = `${rect(w * 0.3, h * 0.08, w * 0.4, h * 0.3, '#ffffff', 'rx="6"')}${chart(random, w * 0.33, h * 0.12, w * 0.2, h * 0.22, [p.primary, p.accent])}<circle cx="${r1(w * 0.62)}" cy="${r1(h * 0.23)}" r="${r1(h * 0.09)}" fill="${p.primary}"/><path d="M${r1(w * 0.62)} ${r1(h * 0.23)} L${r1(w * 0.62)} ${r1(h * 0.14)} A${r1(h * 0.09)} ${r1(h * 0.09)} 0 0 1 ${r1(w * 0.62 + h * 0.09)} ${r1(h * 0.23)} Z" fill="${p.accent}"/>`;
  const count = random.int(4, 6);
  const people = Array.from({ length: count }, (_, i) =>
    seated(
      random,
      w * (0.18 + (0.64 / (count - 1)) * i),
      h * 0.74,
      h * 0.32,
      random.pick([p.secondary, p.primary, '#ffffff']),
    ),
  );
  const presenter = person(random, random.pick([w * 0.2, w * 0.8]), h * 0.6, h * 0.42, p.accent);
  const windows = `${rect(w * 0.02, h * 0.06, w * 0.18, h * 0.5, '#bfd9ee')}${rect(w * 0.8, h * 0.06, w * 0.18, h * 0.5, '#bfd9ee')}`;
  return `${backdrop(w, h, '#eceff3', '#8b6d52', 0.6)}${windows}${screen}${presenter}${people.join('')}${rect(w * 0.1, h * 0.74, w * 0.8, h * 0.06, '#5b4636', 'rx="16"')}${Array.from({ length: count }, (_, i) => rect(w * (0.16 + (0.64 / (count - 1)) * i), h * 0.72, w * 0.05, h * 0.02, '#ffffff')).join('')}`;
}

function openOffice(random: Random, p: Palette, w: number, h: number) {
  const windows = Array.from({ length: 4 }, (_, i) =>
    rect(w * (0.04 + i * 0.24), h * 0.06, w * 0.2, h * 0.34, '#cfe6f7', 'rx="4"'),
  );
  const skyline = Array.from({ length: 10 }, (_, i) =>
    rect(w * (0.05 + i * 0.095), h * (0.22 + (i % 3) * 0.04), w * 0.06, h * 0.2, '#9fb8cc'),
  );
  return `${backdrop(w, h, '#f5f6f8', '#d7d2c8', 0.88)}${skyline.join('')}${windows.map((win) => win.replace('#cfe6f7', '#cfe6f7" opacity="0.55')).join('')}${plant(w * 0.95, h * 0.7, h * 0.26, p.primary)}${deskRow(random, p, w, h, ['code', 'chart', 'text'], false)}`;
}

function paymentCounter(random: Random, p: Palette, w: number, h: number) {
  const terminalX = w * random.int(30, 55) * 0.01;
  const terminal = `${rect(terminalX, h * 0.34, w * 0.16, h * 0.34, ink, 'rx="18"')}${rect(terminalX + w * 0.015, h * 0.37, w * 0.13, h * 0.1, p.primary, 'rx="6"')}${Array.from({ length: 9 }, (_, i) => rect(terminalX + w * (0.02 + (i % 3) * 0.042), h * (0.5 + Math.floor(i / 3) * 0.05), w * 0.032, h * 0.035, '#4a5160', 'rx="4"')).join('')}`;
  const card = `<g transform="rotate(-18 ${r1(terminalX + w * 0.26)} ${r1(h * 0.4)})">${rect(terminalX + w * 0.18, h * 0.32, w * 0.16, h * 0.16, p.accent, 'rx="12"')}${rect(terminalX + w * 0.2, h * 0.36, w * 0.03, h * 0.04, '#e0c36b', 'rx="3"')}</g>`;
  const waves = [1, 2, 3].map(
    (i) =>
      `<path d="M${r1(terminalX + w * 0.17)} ${r1(h * 0.3 - i * 14)} a${i * 14} ${i * 14} 0 0 1 ${i * 22} 0" fill="none" stroke="${p.primary}" stroke-width="5"/>`,
  );
  return `${backdrop(w, h, p.secondary, '#d8c4a4', 0.7)}${rect(w * 0.06, h * 0.08, w * 0.2, h * 0.34, '#ffffff', 'rx="8" opacity="0.25"')}${rect(w * 0.74, h * 0.08, w * 0.2, h * 0.34, '#ffffff', 'rx="8" opacity="0.25"')}${person(random, w * 0.84, h * 0.7, h * 0.46, p.primary)}${rect(0, h * 0.68, w, h * 0.06, wood)}${terminal}${card}${waves.join('')}`;
}

const drawings: Record<Workplace, (random: Random, p: Palette, w: number, h: number) => string> = {
  machineHall,
  assemblyLine,
  warehouse,
  sortingHub,
  dataLab,
  serverRoom,
  designStudio,
  gameStudio,
  clinic,
  classroom,
  bookshop,
  newsroom,
  podcastStudio,
  solarPark,
  windFarm,
  boardroom,
  openOffice,
  paymentCounter,
};

export const workplaces = Object.keys(drawings) as Workplace[];

/** Scenes with lettering, which a mirror image would turn into nonsense. */
const lettered = new Set<Workplace>(['classroom', 'podcastStudio']);

/** A workplace scene as SVG; mirrored at random, so the same room reads differently twice. */
export function workplaceSvg(
  kind: Workplace,
  random: Random,
  palette: Palette,
  w: number,
  h: number,
): string {
  const body = drawings[kind](random, palette, w, h);
  const mirrored =
    !lettered.has(kind) && random.chance(0.4) ? ` transform="translate(${w} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g${mirrored}>${body}</g></svg>`;
}
