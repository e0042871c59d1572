/**
 * Draws the bundled property illustrations as SVG and renders them to WebP with sharp.
 *
 *   npm run images:generate            writes assets/property-images/<name>.webp
 *   npm run images:generate -- --png   also writes .tmp/property-images/<name>.png for a quick look
 *
 * Everything is drawn here from shapes (nothing downloaded). A seeded random generator keeps the
 * output stable from one run to the next, so regenerating only changes what the code changed.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1600;
const H = 1000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, 'assets/property-images');
const PREVIEW_DIR = path.join(ROOT, '.tmp/property-images');

// ------------------------------------------------------------------ toolkit

type Rng = () => number;
function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const n = (v: number) => Math.round(v * 10) / 10;

function doc(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function sky(id: string, stops: [number, string][]): { defs: string; body: string } {
  return { defs: linear(id, stops), body: rect(0, 0, W, H, `url(#${id})`) };
}

function sun(id: string, cx: number, cy: number, r: number, core: string, glow: string): { defs: string; body: string } {
  return {
    defs: radial(id, [
      [0, glow, 0.75],
      [0.35, glow, 0.3],
      [1, glow, 0],
    ]),
    body: `<circle cx="${cx}" cy="${cy}" r="${r * 5}" fill="url(#${id})"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`,
  };
}

function cloud(x: number, y: number, s: number, opacity = 0.92, fill = '#ffffff'): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" opacity="${opacity}">
<rect x="-110" y="-14" width="230" height="30" rx="15"/>
<circle cx="-52" cy="-18" r="34"/><circle cx="2" cy="-38" r="48"/><circle cx="58" cy="-14" r="30"/></g>`;
}

/** A smooth ridge line across the picture, filled down to the bottom. */
function ridge(rng: Rng, baseY: number, amp: number, steps: number, fill: string, extra = ''): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) pts.push([(W / steps) * i, baseY - rng() * amp]);
  let d = `M0 ${H} L0 ${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1]!;
    const [x, y] = pts[i]!;
    const mx = (px + x) / 2;
    d += ` C${n(mx)} ${n(py)} ${n(mx)} ${n(y)} ${n(x)} ${n(y)}`;
  }
  d += ` L${W} ${H} Z`;
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function roundTree(x: number, groundY: number, r: number, dark: string, light: string, trunk = '#7a5134'): string {
  return `<g>
<rect x="${n(x - r * 0.09)}" y="${n(groundY - r * 1.2)}" width="${n(r * 0.18)}" height="${n(r * 1.2)}" fill="${trunk}"/>
<circle cx="${n(x)}" cy="${n(groundY - r * 1.55)}" r="${n(r)}" fill="${dark}"/>
<circle cx="${n(x - r * 0.45)}" cy="${n(groundY - r * 1.25)}" r="${n(r * 0.62)}" fill="${dark}"/>
<circle cx="${n(x + r * 0.5)}" cy="${n(groundY - r * 1.3)}" r="${n(r * 0.58)}" fill="${dark}"/>
<circle cx="${n(x - r * 0.22)}" cy="${n(groundY - r * 1.78)}" r="${n(r * 0.58)}" fill="${light}"/>
</g>`;
}

function palm(x: number, groundY: number, h: number, lean: number, leaf = '#2f8f5b', leafDark = '#237048', trunk = '#8a6a4a'): string {
  const topX = x + lean;
  const topY = groundY - h;
  const trunkPath = `M${n(x - 7)} ${groundY} Q${n(x + lean * 0.2 - 6)} ${n(groundY - h * 0.5)} ${n(topX - 4)} ${n(topY)} L${n(topX + 4)} ${n(topY)} Q${n(x + lean * 0.2 + 6)} ${n(groundY - h * 0.5)} ${n(x + 7)} ${groundY} Z`;
  const rings: string[] = [];
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const cx = x + lean * 0.2 * 2 * t * (1 - t) + lean * t * t;
    const cy = groundY - h * t;
    rings.push(`<line x1="${n(cx - 6)}" y1="${n(cy)}" x2="${n(cx + 6)}" y2="${n(cy - 2)}" stroke="#6d5139" stroke-width="2"/>`);
  }
  const fronds: string[] = [];
  const angles = [-160, -130, -100, -70, -40, -15, 15, 195];
  angles.forEach((a, i) => {
    const len = h * (0.42 + (i % 3) * 0.05);
    const rad = (a * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
    const cx1 = topX + Math.cos(rad) * len * 0.5;
    const cy1 = topY + Math.sin(rad) * len * 0.6 - len * 0.12;
    const wdt = len * 0.16;
    fronds.push(
      `<path d="M${n(topX)} ${n(topY)} Q${n(cx1)} ${n(cy1 - wdt)} ${n(ex)} ${n(ey)} Q${n(cx1 + 4)} ${n(cy1 + wdt * 0.5)} ${n(topX)} ${n(topY)} Z" fill="${i % 2 ? leaf : leafDark}"/>`,
    );
  });
  return `<g><path d="${trunkPath}" fill="${trunk}"/>${rings.join('')}${fronds.join('')}<circle cx="${n(topX)}" cy="${n(topY + 4)}" r="7" fill="#6b4a2b"/></g>`;
}

function bush(x: number, y: number, w: number, dark: string, light: string): string {
  return `<g><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(w / 4)}" fill="${dark}"/>
<circle cx="${n(x - w * 0.2)}" cy="${n(y - w * 0.12)}" r="${n(w * 0.2)}" fill="${dark}"/>
<circle cx="${n(x + w * 0.12)}" cy="${n(y - w * 0.16)}" r="${n(w * 0.22)}" fill="${light}"/></g>`;
}

function car(x: number, y: number, body: string, s = 1, flip = false): string {
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}">
<path d="M-70 -14 L-66 -34 Q-62 -40 -54 -40 L-34 -40 L-18 -60 Q-14 -64 -6 -64 L34 -64 Q42 -64 48 -58 L62 -40 L70 -38 Q78 -36 78 -28 L78 -14 Z" fill="${body}"/>
<path d="M-12 -56 L-28 -40 L10 -40 L10 -58 L-6 -58 Z" fill="#cfe6f5"/><path d="M16 -58 L16 -40 L56 -40 L44 -56 Q40 -58 36 -58 Z" fill="#cfe6f5"/>
<rect x="-72" y="-18" width="152" height="6" rx="3" fill="#000" opacity=".18"/>
<circle cx="-40" cy="-12" r="14" fill="#2c2f36"/><circle cx="-40" cy="-12" r="6" fill="#aab2bd"/>
<circle cx="48" cy="-12" r="14" fill="#2c2f36"/><circle cx="48" cy="-12" r="6" fill="#aab2bd"/>
<rect x="72" y="-32" width="7" height="6" rx="2" fill="#ffd86b"/></g>`;
}

/** An Indian goods carrier: cab in front, painted wooden body behind. */
function truck(x: number, y: number, s = 1, cab = '#f0a81c', bodyCol = '#2f6fb0'): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="-150" y="-120" width="190" height="100" rx="4" fill="${bodyCol}"/>
<rect x="-150" y="-120" width="190" height="14" fill="#e94e3c"/>
<rect x="-150" y="-44" width="190" height="10" fill="#ffd23f"/>
<g fill="#ffffff" opacity=".35"><rect x="-138" y="-98" width="50" height="44" rx="3"/><rect x="-80" y="-98" width="50" height="44" rx="3"/><rect x="-22" y="-98" width="50" height="44" rx="3"/></g>
<path d="M44 -22 L44 -104 Q44 -110 50 -110 L92 -110 Q102 -110 106 -100 L120 -62 L120 -22 Z" fill="${cab}"/>
<path d="M58 -100 L92 -100 Q97 -100 99 -95 L110 -66 L58 -66 Z" fill="#cfe6f5"/>
<rect x="-154" y="-26" width="280" height="10" rx="3" fill="#3a3f47"/>
<circle cx="-110" cy="-12" r="18" fill="#2c2f36"/><circle cx="-110" cy="-12" r="8" fill="#aab2bd"/>
<circle cx="-66" cy="-12" r="18" fill="#2c2f36"/><circle cx="-66" cy="-12" r="8" fill="#aab2bd"/>
<circle cx="88" cy="-12" r="18" fill="#2c2f36"/><circle cx="88" cy="-12" r="8" fill="#aab2bd"/>
<rect x="112" y="-54" width="8" height="8" rx="2" fill="#ffe38a"/></g>`;
}

function twoWheeler(x: number, y: number, col: string, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<circle cx="-30" cy="-14" r="14" fill="#2c2f36"/><circle cx="-30" cy="-14" r="6" fill="#aab2bd"/>
<circle cx="34" cy="-14" r="14" fill="#2c2f36"/><circle cx="34" cy="-14" r="6" fill="#aab2bd"/>
<path d="M-40 -22 Q-36 -44 -8 -44 L16 -44 L24 -30 L10 -22 Z" fill="${col}"/>
<path d="M18 -44 L30 -70 L38 -70" stroke="#3a3f47" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M24 -30 L40 -22 L28 -16 Z" fill="${col}"/><rect x="-26" y="-50" width="30" height="8" rx="4" fill="#3a3f47"/></g>`;
}

/** Windows in a grid; `lit` picks how many glow warm instead of reflecting the sky. */
function windows(
  rng: Rng,
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gx: number,
  gy: number,
  glass: string,
  lit = 0,
  litColor = '#ffd98a',
): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const fill = rng() < lit ? litColor : glass;
      out.push(rect(x0 + c * (w + gx), y0 + r * (h + gy), w, h, fill));
    }
  }
  return out.join('');
}

function road(y: number, h: number, col = '#5b6270', line = '#f3f0e6'): string {
  const dashes: string[] = [];
  for (let x = 20; x < W; x += 140) dashes.push(rect(x, y + h / 2 - 4, 70, 8, line, 'rx="4"'));
  return rect(0, y, W, h, col) + dashes.join('');
}

function autoRickshaw(x: number, y: number, s = 1, flip = false): string {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">
<path d="M-56 -18 L-56 -70 Q-56 -96 -26 -100 L30 -100 Q52 -98 58 -76 L66 -40 L66 -18 Z" fill="#f5c518"/>
<path d="M-56 -18 L-56 -54 L66 -54 L66 -18 Z" fill="#2d2f33"/>
<path d="M22 -92 L34 -92 Q48 -90 52 -74 L56 -58 L22 -58 Z" fill="#cfe6f5"/>
<rect x="-40" y="-88" width="50" height="30" rx="4" fill="#3a3d44" opacity=".5"/>
<circle cx="-34" cy="-14" r="13" fill="#23252a"/><circle cx="-34" cy="-14" r="5" fill="#aab2bd"/>
<circle cx="48" cy="-14" r="13" fill="#23252a"/><circle cx="48" cy="-14" r="5" fill="#aab2bd"/></g>`;
}

function streetLamp(x: number, groundY: number, h: number, col = '#4a505b'): string {
  return `<g><rect x="${x - 3}" y="${groundY - h}" width="6" height="${h}" fill="${col}"/>
<path d="M${x} ${groundY - h + 4} Q${x + 6} ${groundY - h - 14} ${x + 34} ${groundY - h - 10}" stroke="${col}" stroke-width="5" fill="none"/>
<rect x="${x + 24}" y="${groundY - h - 12}" width="26" height="8" rx="4" fill="${col}"/>
<rect x="${x + 28}" y="${groundY - h - 5}" width="18" height="4" rx="2" fill="#fff3c4"/></g>`;
}

/** Flat-topped Deccan hills, the skyline of the Sahyadri plateau. */
function mesas(rng: Rng, baseY: number, count: number, fill: string, minH: number, maxH: number): string {
  const out: string[] = [];
  let x = -120;
  for (let i = 0; i < count && x < W + 100; i++) {
    const w = 260 + rng() * 320;
    const h = minH + rng() * (maxH - minH);
    const slope = 50 + rng() * 70;
    const topW = w - slope * 2;
    out.push(
      poly(
        [
          [x, baseY],
          [x + slope, baseY - h],
          [x + slope + topW * 0.45, baseY - h - 8],
          [x + slope + topW, baseY - h],
          [x + w, baseY],
        ],
        fill,
      ),
    );
    x += w - 60 - rng() * 60;
  }
  return `<g>${out.join('')}</g>${rect(0, baseY - 1, W, H - baseY + 1, fill)}`;
}

// ------------------------------------------------------------------ scenes

function apartmentTower(): string {
  const rng = rngFrom(11);
  const s = sky('sky', [
    [0, '#5aa7ec'],
    [0.55, '#a9d4f7'],
    [0.8, '#ffe6c7'],
  ]);
  const su = sun('sunGlow', 1330, 210, 58, '#fff6d6', '#ffe6a3');
  const defs = `${s.defs}${su.defs}${linear('glassA', [
    [0, '#a8d4f2'],
    [1, '#5f97c7'],
  ])}${linear('glassB', [
    [0, '#bfe2f7'],
    [1, '#78aad4'],
  ])}`;
  const body: string[] = [s.body, su.body, cloud(240, 170, 1.1), cloud(760, 110, 0.8, 0.85), cloud(1120, 260, 0.9, 0.8)];

  // distant skyline
  let x = -20;
  const far: string[] = [];
  while (x < W) {
    const w = 60 + rng() * 90;
    const h = 120 + rng() * 220;
    far.push(rect(x, 780 - h, w, h + 10, '#b7cde2'));
    x += w + 6;
  }
  body.push(`<g>${far.join('')}</g>`);
  x = -40;
  const mid: string[] = [];
  while (x < W) {
    const w = 80 + rng() * 110;
    const h = 90 + rng() * 160;
    mid.push(rect(x, 800 - h, w, h + 10, '#93b2cf'));
    mid.push(windows(rng, x + 12, 820 - h, Math.floor((w - 16) / 22), Math.floor(h / 30), 12, 14, 10, 16, '#a9c3dc'));
    x += w + 30 + rng() * 40;
  }
  body.push(`<g>${mid.join('')}</g>`);

  // residential towers with balcony bands
  const tower = (tx: number, top: number, w: number, wall: string, side: string, accent: string, glass: string) => {
    const floors = Math.floor((820 - top - 40) / 38);
    const parts: string[] = [];
    parts.push(
      poly(
        [
          [tx - 46, top + 24],
          [tx, top],
          [tx, 840],
          [tx - 46, 840],
        ],
        side,
      ),
    );
    parts.push(rect(tx, top, w, 840 - top, wall));
    parts.push(rect(tx + 8, top - 34, w * 0.34, 34, wall));
    parts.push(rect(tx + w * 0.55, top - 22, w * 0.3, 22, side));
    parts.push(rect(tx, top, w, 10, accent));
    for (let f = 0; f < floors; f++) {
      const fy = top + 26 + f * 38;
      parts.push(rect(tx + 14, fy, w * 0.42, 24, glass));
      parts.push(rect(tx + w * 0.5, fy, w * 0.42, 24, glass));
      parts.push(rect(tx + 6, fy + 24, w - 12, 7, '#ffffff', 'opacity=".9"'));
      parts.push(rect(tx + 10, fy + 13, w * 0.46, 2, '#ffffff', 'opacity=".6"'));
      if (rng() < 0.12) parts.push(rect(tx + 14 + rng() * (w * 0.3), fy + 2, 22, 20, '#ffd98a'));
    }
    parts.push(rect(tx + w * 0.46, top + 20, 10, 820 - top - 20, accent, 'opacity=".85"'));
    return `<g>${parts.join('')}</g>`;
  };
  body.push(tower(250, 360, 230, '#dfe9f1', '#b9c9d8', '#6f9bc4', 'url(#glassB)'));
  body.push(tower(1060, 250, 250, '#f6ede1', '#d8c8b3', '#d5865a', 'url(#glassA)'));
  body.push(tower(600, 120, 320, '#fbf6ee', '#ddd0bd', '#c9744a', 'url(#glassA)'));

  // podium, compound wall and gate
  body.push(rect(160, 800, 1260, 60, '#efe3d0'));
  body.push(rect(160, 800, 1260, 10, '#c9744a'));
  body.push(rect(690, 770, 140, 40, '#c9744a', 'rx="6"'));
  body.push(rect(700, 810, 120, 50, '#6b4a33'));
  body.push(rect(0, 858, W, 30, '#d9cbb4'));
  for (let gx = 0; gx < W; gx += 80) body.push(rect(gx, 848, 14, 40, '#c8b79b'));
  body.push(rect(0, 886, W, 26, '#a6a29a'));
  body.push(road(912, 88));
  body.push(bush(220, 856, 160, '#3f8f55', '#5cae6a'), bush(470, 860, 120, '#3f8f55', '#5cae6a'));
  body.push(bush(1000, 858, 150, '#3f8f55', '#5cae6a'), bush(1340, 860, 170, '#3f8f55', '#5cae6a'));
  body.push(palm(110, 890, 300, 20), palm(560, 886, 240, -24), palm(930, 886, 260, 18), palm(1480, 890, 320, -30));
  body.push(roundTree(1240, 884, 60, '#3d8a52', '#58a86a'));
  body.push(car(380, 990, '#e2574c', 0.9), car(1160, 968, '#f2f2f2', 0.9, true), twoWheeler(820, 990, '#2f6fb0', 0.9));
  return doc(defs, body.join('\n'));
}

function villaGarden(): string {
  const rng = rngFrom(23);
  const s = sky('sky', [
    [0, '#6fa9e0'],
    [0.5, '#b9d6ef'],
    [0.75, '#fbd9b0'],
  ]);
  const su = sun('sunGlow', 300, 250, 52, '#fff1cf', '#ffd89a');
  const defs = `${s.defs}${su.defs}${linear('lawn', [
    [0, '#7cbf5e'],
    [1, '#4f9a45'],
  ])}${linear('pool', [
    [0, '#7fd6ea'],
    [1, '#2f9fc4'],
  ])}${linear('warm', [
    [0, '#ffe7a8'],
    [1, '#f7c46c'],
  ])}`;
  const b: string[] = [s.body, su.body, cloud(620, 150, 0.9), cloud(1260, 120, 1.2, 0.9), cloud(980, 250, 0.6, 0.8)];
  b.push(ridge(rng, 560, 170, 6, '#a7bfc0'));
  b.push(ridge(rng, 640, 120, 8, '#86ab8f'));
  b.push(rect(0, 690, W, 310, 'url(#lawn)'));

  // trees behind the house
  b.push(roundTree(250, 700, 90, '#3d7f4a', '#56a060'), roundTree(1360, 700, 100, '#3d7f4a', '#56a060'));
  b.push(palm(1230, 700, 380, 30, '#2f8f5b', '#246f47'), palm(360, 700, 340, -26, '#2f8f5b', '#246f47'));

  // ground floor
  b.push(rect(420, 520, 800, 240, '#fbf5ea'));
  b.push(rect(420, 520, 800, 16, '#e9dcc7'));
  // wood-clad panel and entrance
  b.push(rect(440, 560, 150, 200, '#b3784c'));
  for (let x = 452; x < 590; x += 14) b.push(rect(x, 560, 3, 200, '#9a6440'));
  b.push(rect(610, 580, 80, 180, '#6e4a32'), rect(676, 660, 6, 20, '#f1c96a'));
  // sliding glass doors, warmly lit
  b.push(rect(720, 570, 460, 190, '#5d4a3c'));
  for (let i = 0; i < 4; i++) b.push(rect(728 + i * 113, 578, 105, 176, 'url(#warm)'));
  b.push(rect(740, 690, 120, 40, '#d39a6a', 'opacity=".55"'), rect(960, 660, 16, 90, '#b37c52', 'opacity=".6"'));
  // first floor
  b.push(rect(520, 350, 480, 170, '#ffffff'));
  b.push(rect(560, 390, 120, 100, '#8fc1e3'), rect(560, 390, 120, 8, '#e6eef4'));
  b.push(rect(720, 390, 240, 100, 'url(#warm)'), rect(836, 390, 6, 100, '#5d4a3c'));
  // terrace with glass railing over the right wing
  b.push(rect(1000, 500, 220, 20, '#d9ccb8'));
  b.push(rect(1006, 448, 208, 52, '#cfe8f5', 'opacity=".55"'), rect(1006, 446, 208, 5, '#9fb4c4'));
  b.push(`<path d="M1120 500 L1120 452 M1150 500 L1150 440" stroke="#3d7f4a" stroke-width="0"/>`);
  b.push(bush(1060, 498, 70, '#3f8f55', '#5cae6a'), bush(1170, 498, 60, '#c24d7a', '#e577a3'));
  // terracotta gable roofs
  b.push(
    poly(
      [
        [492, 362],
        [760, 238],
        [1028, 362],
      ],
      '#c4563a',
    ),
  );
  b.push(
    poly(
      [
        [492, 362],
        [760, 238],
        [760, 252],
        [512, 366],
      ],
      '#a8432c',
    ),
  );
  b.push(rect(486, 356, 548, 14, '#8f3a26'));
  b.push(
    poly(
      [
        [400, 530],
        [560, 470],
        [560, 520],
        [400, 540],
      ],
      '#c4563a',
    ),
  );
  b.push(rect(396, 528, 200, 12, '#8f3a26'));
  // compound wall with bougainvillea
  b.push(rect(0, 800, 300, 70, '#efe2cc'), rect(520, 800, W - 520, 70, '#efe2cc'));
  b.push(rect(0, 794, 300, 10, '#d8c5a6'), rect(520, 794, W - 520, 10, '#d8c5a6'));
  for (let x = 30; x < W; x += 150) {
    if (x > 290 && x < 520) continue;
    b.push(
      `<g fill="#d9468f">${[0, 1, 2, 3, 4, 5]
        .map(() => `<circle cx="${n(x + rng() * 90)}" cy="${n(790 + rng() * 20)}" r="${n(12 + rng() * 10)}"/>`)
        .join('')}</g>`,
    );
    b.push(
      `<g fill="#3f8f55">${[0, 1, 2]
        .map(() => `<circle cx="${n(x + rng() * 90)}" cy="${n(800 + rng() * 16)}" r="${n(9 + rng() * 6)}"/>`)
        .join('')}</g>`,
    );
  }
  // gate and path
  b.push(rect(300, 760, 14, 110, '#6b6f77'), rect(506, 760, 14, 110, '#6b6f77'));
  for (let x = 320; x < 506; x += 18) b.push(rect(x, 790, 5, 80, '#3f444c'));
  b.push(rect(314, 790, 192, 6, '#3f444c'), rect(314, 850, 192, 6, '#3f444c'));
  b.push(
    poly(
      [
        [340, 1000],
        [490, 1000],
        [640, 760],
        [600, 760],
      ],
      '#e8dcc6',
    ),
  );
  // pool with loungers
  b.push(
    poly(
      [
        [860, 900],
        [1500, 900],
        [1540, 990],
        [820, 990],
      ],
      '#e7e1d6',
    ),
  );
  b.push(
    poly(
      [
        [880, 910],
        [1480, 910],
        [1512, 978],
        [848, 978],
      ],
      'url(#pool)',
    ),
  );
  for (let i = 0; i < 5; i++) b.push(rect(900 + i * 110, 930 + (i % 2) * 18, 60, 4, '#e8fbff', 'rx="2" opacity=".7"'));
  b.push(
    poly(
      [
        [1360, 880],
        [1460, 880],
        [1470, 896],
        [1350, 896],
      ],
      '#ffffff',
    ),
    poly(
      [
        [1360, 880],
        [1380, 850],
        [1392, 850],
        [1374, 880],
      ],
      '#ffffff',
    ),
  );
  b.push(rect(1210, 820, 8, 80, '#8a6a4a'), `<path d="M1160 830 Q1214 770 1268 830 Z" fill="#f08b3c"/>`);
  b.push(bush(120, 930, 200, '#3f8f55', '#5cae6a'), bush(700, 900, 120, '#3f8f55', '#5cae6a'));
  return doc(defs, b.join('\n'));
}

function officeBlock(): string {
  const rng = rngFrom(37);
  const s = sky('sky', [
    [0, '#3f8fe0'],
    [0.6, '#9fcdf5'],
    [0.85, '#e6f3fb'],
  ]);
  const defs = `${s.defs}${linear('curtain', [
    [0, '#8cc2ea'],
    [0.5, '#4f8cc4'],
    [1, '#2f6aa3'],
  ])}${linear('curtainSide', [
    [0, '#5d8fba'],
    [1, '#284f7c'],
  ])}${linear('plaza', [
    [0, '#d8d2c6'],
    [1, '#bfb6a6'],
  ])}`;
  const b: string[] = [s.body, cloud(260, 140, 1.1), cloud(1180, 90, 0.9, 0.85), cloud(1450, 260, 0.7, 0.8)];
  let x = -20;
  while (x < W) {
    const w = 70 + rng() * 100;
    const h = 140 + rng() * 200;
    b.push(rect(x, 800 - h, w, h, '#b9d0e4'));
    x += w + 10;
  }
  // left: older cream block with grid windows
  b.push(rect(150, 420, 370, 420, '#efe3cf'), rect(150, 420, 370, 14, '#c58d5e'));
  b.push(windows(rng, 172, 450, 7, 11, 34, 22, 14, 12, '#6f9cc4', 0.08));
  // centre: glass tower with a slanted crown
  b.push(
    poly(
      [
        [500, 200],
        [560, 150],
        [560, 840],
        [500, 840],
      ],
      'url(#curtainSide)',
    ),
  );
  b.push(
    poly(
      [
        [560, 150],
        [1020, 90],
        [1020, 840],
        [560, 840],
      ],
      'url(#curtain)',
    ),
  );
  for (let i = 0; i < 12; i++) {
    const vx = 560 + i * 38.3;
    const top = 150 - (60 * (vx - 560)) / 460;
    b.push(`<line x1="${n(vx)}" y1="${n(top)}" x2="${n(vx)}" y2="840" stroke="#d6ebf8" stroke-opacity=".35" stroke-width="2"/>`);
  }
  for (let y = 180; y < 840; y += 34) b.push(rect(560, y, 460, 5, '#23527f', 'opacity=".35"'));
  b.push(
    poly(
      [
        [560, 520],
        [760, 260],
        [860, 260],
        [560, 650],
      ],
      '#ffffff',
      'opacity=".13"',
    ),
  );
  b.push(
    poly(
      [
        [700, 840],
        [1020, 420],
        [1020, 520],
        [790, 840],
      ],
      '#ffffff',
      'opacity=".1"',
    ),
  );
  b.push(rect(540, 780, 500, 60, '#2b3a4d'), rect(700, 790, 160, 50, '#ffd98a', 'opacity=".75"'));
  // right: horizontal ribbon windows
  b.push(rect(1060, 330, 360, 510, '#e9edf1'), rect(1420, 350, 40, 490, '#c5ccd4'));
  for (let y = 360; y < 800; y += 48) b.push(rect(1060, y, 360, 26, '#5f8db6'), rect(1060, y + 26, 360, 4, '#cfd8e1'));
  b.push(rect(1100, 300, 120, 30, '#c5ccd4'));
  // plaza, trees, road
  b.push(rect(0, 838, W, 60, 'url(#plaza)'));
  b.push(road(898, 102, '#4f5663'));
  b.push(rect(0, 890, W, 10, '#9b978e'));
  for (const tx of [90, 420, 1120, 1530]) b.push(roundTree(tx, 892, 52, '#3a8450', '#56a866'));
  b.push(bush(640, 876, 120, '#3f8f55', '#5cae6a'), bush(940, 876, 120, '#3f8f55', '#5cae6a'));
  b.push(streetLamp(300, 892, 170), streetLamp(1300, 892, 170));
  b.push(car(520, 990, '#2f6fb0', 0.95), car(1260, 966, '#f2f2f2', 0.9, true), autoRickshaw(880, 992, 0.95));
  return doc(defs, b.join('\n'));
}

function warehouse(): string {
  const rng = rngFrom(41);
  const s = sky('sky', [
    [0, '#79b4e6'],
    [0.65, '#c5e0f4'],
    [0.85, '#f4ead8'],
  ]);
  const su = sun('sunGlow', 1380, 200, 46, '#fff6dc', '#ffe7a8');
  const defs = `${s.defs}${su.defs}${linear('roof', [
    [0, '#6c8aab'],
    [1, '#4c6a8c'],
  ])}${linear('yard', [
    [0, '#d5cdbd'],
    [1, '#c2b8a5'],
  ])}`;
  const b: string[] = [s.body, su.body, cloud(300, 160, 1), cloud(880, 110, 0.8, 0.85)];
  b.push(ridge(rng, 560, 150, 7, '#aec3c9'), ridge(rng, 610, 80, 9, '#94b39c'));
  b.push(rect(0, 640, W, 360, 'url(#yard)'));
  // long shed: roof seen slightly from above, corrugated wall below
  b.push(
    poly(
      [
        [150, 500],
        [1450, 500],
        [1400, 420],
        [200, 420],
      ],
      'url(#roof)',
    ),
  );
  for (let x = 260; x < 1400; x += 140) b.push(rect(x, 426, 60, 16, '#d9e2ea', 'rx="3"'));
  b.push(rect(160, 500, 1280, 290, '#dfe4ea'));
  for (let x = 160; x < 1440; x += 16) b.push(rect(x, 500, 6, 290, '#cdd4dc'));
  b.push(rect(160, 500, 1280, 14, '#2f6fb0'), rect(160, 760, 1280, 30, '#9aa3ad'));
  // loading docks
  for (let i = 0; i < 6; i++) {
    const dx = 520 + i * 150;
    b.push(rect(dx - 10, 580, 120, 12, '#5d6b7a'));
    b.push(rect(dx, 592, 100, 168, '#b8c1cb'));
    for (let y = 600; y < 760; y += 12) b.push(rect(dx, y, 100, 3, '#9ea9b5'));
    for (let y = 740; y < 790; y += 20) b.push(rect(dx - 14, y, 8, 10, '#f2c230'), rect(dx + 106, y, 8, 10, '#f2c230'));
  }
  // office annex
  b.push(rect(160, 540, 300, 250, '#f4efe6'), rect(160, 540, 300, 12, '#e06b3c'));
  b.push(windows(rng, 184, 576, 4, 3, 52, 40, 16, 22, '#7cadd6', 0.15));
  b.push(rect(280, 720, 60, 70, '#5a4535'));
  // trucks and yard markings
  for (let x = 480; x < 1460; x += 150) b.push(rect(x, 850, 6, 60, '#f6f0de', 'opacity=".8"'));
  b.push(truck(760, 940, 1.25), truck(1260, 920, 1.1, '#e94e3c', '#3d8a52'));
  b.push(streetLamp(110, 880, 220), streetLamp(1500, 880, 220));
  // boundary fence
  b.push(rect(0, 960, W, 6, '#7b818a'));
  for (let x = 10; x < W; x += 40) b.push(rect(x, 930, 4, 70, '#7b818a'));
  b.push(rect(0, 936, W, 3, '#7b818a'));
  b.push(bush(60, 970, 140, '#3f8f55', '#5cae6a'), bush(1540, 975, 160, '#3f8f55', '#5cae6a'));
  return doc(defs, b.join('\n'));
}

function factory(): string {
  const rng = rngFrom(53);
  const s = sky('sky', [
    [0, '#7ea9d8'],
    [0.5, '#d9c8d6'],
    [0.8, '#f7c89b'],
  ]);
  const su = sun('sunGlow', 520, 330, 60, '#fff0d0', '#ffcf8a');
  const defs = `${s.defs}${su.defs}${linear('ground', [
    [0, '#9cae7f'],
    [1, '#7c9163'],
  ])}${linear(
    'tank',
    [
      [0, '#e6ebef'],
      [0.6, '#c1cbd4'],
      [1, '#9aa6b2'],
    ],
    1,
    0,
  )}`;
  const b: string[] = [s.body, su.body, cloud(1100, 140, 1.1, 0.8), cloud(240, 120, 0.8, 0.75)];
  b.push(ridge(rng, 600, 140, 6, '#b9a9bd'));
  // power pylon
  b.push(
    `<g stroke="#7d7a8c" stroke-width="3" fill="none"><path d="M160 600 L200 330 L240 600 M178 480 L222 480 M170 540 L230 540 M186 420 L214 420 M150 380 L250 380 M160 440 L240 440"/><path d="M250 380 Q600 440 980 372" stroke-width="1.5"/></g>`,
  );
  b.push(rect(0, 620, W, 380, 'url(#ground)'));
  // chimney with smoke
  b.push(rect(1230, 300, 56, 520, '#e9e4dc'));
  for (let y = 320; y < 800; y += 80) b.push(rect(1230, y, 56, 30, '#d5533d'));
  b.push(rect(1222, 290, 72, 16, '#8b8f96'));
  b.push(
    `<g fill="#f2efea" opacity=".75"><circle cx="1262" cy="262" r="28"/><circle cx="1296" cy="226" r="36"/><circle cx="1348" cy="198" r="44"/><circle cx="1410" cy="186" r="38"/></g>`,
  );
  // saw-tooth shed
  b.push(rect(300, 600, 900, 230, '#ece5d8'));
  for (let i = 0; i < 6; i++) {
    const x0 = 300 + i * 150;
    b.push(
      poly(
        [
          [x0, 600],
          [x0, 520],
          [x0 + 150, 600],
        ],
        '#8d9aa8',
      ),
    );
    b.push(rect(x0, 520, 12, 80, '#a9d1ee'));
    b.push(
      poly(
        [
          [x0 + 12, 527],
          [x0 + 150, 600],
          [x0 + 12, 600],
        ],
        '#7a8796',
        'opacity=".5"',
      ),
    );
  }
  b.push(rect(300, 600, 900, 12, '#5e6b7a'));
  b.push(windows(rng, 330, 650, 12, 1, 50, 34, 22, 0, '#7cadd6', 0.2));
  b.push(rect(560, 700, 160, 130, '#9aa5b1'));
  for (let y = 708; y < 830; y += 12) b.push(rect(560, y, 160, 3, '#87929f'));
  b.push(rect(860, 700, 160, 130, '#9aa5b1'));
  for (let y = 708; y < 830; y += 12) b.push(rect(860, y, 160, 3, '#87929f'));
  // tanks
  for (const [tx, r, h] of [
    [1360, 70, 210],
    [1500, 56, 170],
  ] as const) {
    b.push(rect(tx - r, 830 - h, r * 2, h, 'url(#tank)'));
    b.push(`<ellipse cx="${tx}" cy="${830 - h}" rx="${r}" ry="${r * 0.28}" fill="#f4f6f8"/>`);
    b.push(rect(tx - r, 830 - h * 0.55, r * 2, 8, '#2f6fb0'));
  }
  b.push(`<path d="M1200 680 L1300 680 L1300 700" stroke="#8b8f96" stroke-width="10" fill="none"/>`);
  // admin block
  b.push(rect(70, 660, 220, 170, '#f7f1e6'), rect(70, 660, 220, 12, '#2f6fb0'));
  b.push(windows(rng, 88, 690, 4, 2, 36, 34, 14, 24, '#7cadd6', 0.3));
  // boundary wall, gate, trees
  b.push(rect(0, 860, W, 50, '#e2d7c3'), rect(0, 852, W, 10, '#c9b898'));
  b.push(rect(640, 852, 220, 58, '#7b818a'));
  for (let x = 650; x < 860; x += 20) b.push(rect(x, 856, 6, 54, '#5b616a'));
  b.push(rect(0, 910, W, 90, '#6f7784'));
  for (let x = 40; x < W; x += 160) b.push(rect(x, 950, 80, 8, '#e8e3d6', 'rx="4"'));
  for (const tx of [120, 420, 1040, 1460]) b.push(roundTree(tx, 868, 54, '#3d7a48', '#559a5e'));
  b.push(truck(1160, 998, 0.9, '#f0a81c', '#8e44ad'), twoWheeler(420, 996, '#e2574c', 0.9));
  return doc(defs, b.join('\n'));
}
/** Fields between the horizon and the bottom edge, narrowing towards a vanishing point. */
function perspectiveStrips(horizonY: number, vpX: number, edges: number[], colors: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const a = edges[i]!;
    const c = edges[i + 1]!;
    const topA = vpX + (a - vpX) * 0.18;
    const topC = vpX + (c - vpX) * 0.18;
    out.push(
      poly(
        [
          [topA, horizonY],
          [topC, horizonY],
          [c, H],
          [a, H],
        ],
        colors[i % colors.length]!,
      ),
    );
  }
  return out.join('');
}

function farmland(): string {
  const rng = rngFrom(67);
  const s = sky('sky', [
    [0, '#5ea5e8'],
    [0.6, '#b8dcf6'],
    [0.8, '#f3f1dc'],
  ]);
  const su = sun('sunGlow', 1240, 190, 54, '#fffbe6', '#fff0b0');
  const b: string[] = [s.body, su.body, cloud(320, 150, 1.2), cloud(760, 90, 0.8, 0.85), cloud(1480, 260, 0.8, 0.8)];
  b.push(mesas(rng, 560, 8, '#a9b9c9', 90, 170));
  b.push(mesas(rng, 600, 8, '#89a58b', 40, 90));
  const horizon = 600;
  b.push(
    perspectiveStrips(
      horizon,
      820,
      [-2600, -1500, -700, -100, 420, 900, 1500, 2300, 3400, 4600],
      ['#8cc152', '#e6c14a', '#6fae45', '#b98a56', '#9bd15b', '#d9b44a', '#5f9e3f', '#c79a5e', '#86bf4f'],
    ),
  );
  // crop rows on two of the strips
  for (let i = 0; i < 26; i++) {
    const bx = -700 + i * 24;
    b.push(
      `<line x1="${n(820 + (bx - 820) * 0.18)}" y1="${horizon}" x2="${n(bx)}" y2="${H}" stroke="#4f8f34" stroke-width="3" opacity=".5"/>`,
    );
  }
  for (let i = 0; i < 24; i++) {
    const bx = 900 + i * 25;
    b.push(
      `<line x1="${n(820 + (bx - 820) * 0.18)}" y1="${horizon}" x2="${n(bx)}" y2="${H}" stroke="#b08c2e" stroke-width="3" opacity=".45"/>`,
    );
  }
  // bunds between the strips
  b.push(
    poly(
      [
        [0, 612],
        [W, 604],
        [W, 616],
        [0, 624],
      ],
      '#6f8f4a',
      'opacity=".55"',
    ),
  );
  // farmhouse with a tiled roof, a well, haystacks
  b.push(
    rect(170, 520, 190, 90, '#f2e6cf'),
    poly(
      [
        [150, 528],
        [265, 470],
        [380, 528],
      ],
      '#b9553a',
    ),
  );
  b.push(rect(245, 556, 34, 54, '#6e4a32'), rect(190, 548, 34, 26, '#7fb0d6'), rect(306, 548, 34, 26, '#7fb0d6'));
  b.push(
    `<ellipse cx="470" cy="606" rx="36" ry="10" fill="#8a8f96"/><rect x="434" y="584" width="72" height="22" fill="#a9aeb5"/><ellipse cx="470" cy="584" rx="36" ry="9" fill="#5c8fb8"/>`,
  );
  b.push(`<path d="M1040 612 Q1075 520 1110 612 Z" fill="#d9a441"/><path d="M1100 612 Q1130 540 1160 612 Z" fill="#c99234"/>`);
  // trees: a spreading mango tree and coconut palms
  b.push(roundTree(620, 610, 80, '#3d7a3f', '#57964f', '#6b4a2b'));
  b.push(palm(90, 620, 300, 18), palm(1380, 612, 250, -20), palm(1460, 616, 300, 16));
  b.push(roundTree(1300, 612, 46, '#4a8a45', '#62a35a'));
  // electricity poles along the field edge
  for (const [px, ph] of [
    [760, 110],
    [940, 90],
    [1090, 76],
  ] as const) {
    b.push(rect(px, 610 - ph, 5, ph, '#6d6a64'), rect(px - 14, 610 - ph + 8, 33, 4, '#6d6a64'));
  }
  b.push(`<path d="M760 508 Q850 530 940 528 Q1015 540 1090 542" stroke="#5a5750" stroke-width="1.5" fill="none"/>`);
  return doc(`${s.defs}${su.defs}`, b.join('\n'));
}

function vineyard(): string {
  const rng = rngFrom(71);
  const s = sky('sky', [
    [0, '#7b8fd6'],
    [0.45, '#f0a9a0'],
    [0.75, '#fcd59c'],
  ]);
  const su = sun('sunGlow', 980, 372, 70, '#fff3d6', '#ffd08a');
  const defs = `${s.defs}${su.defs}${linear('soil', [
    [0, '#c08a5e'],
    [1, '#8f5e3c'],
  ])}`;
  const b: string[] = [s.body, su.body, cloud(300, 170, 1.1, 0.7, '#fff3ea'), cloud(1320, 140, 0.9, 0.7, '#fff3ea')];
  b.push(mesas(rng, 520, 7, '#9c8fb8', 110, 190));
  b.push(mesas(rng, 560, 8, '#7f8fae', 50, 110));
  const horizon = 560;
  b.push(rect(0, horizon, W, H - horizon, 'url(#soil)'));
  const vpX = 800;
  // vine rows: dark green hedges narrowing to the horizon
  for (let i = -14; i <= 14; i++) {
    if (i === 0) continue;
    const bx = vpX + i * 150;
    const wBottom = 70;
    const topX = vpX + (bx - vpX) * 0.12;
    b.push(
      poly(
        [
          [topX - 3, horizon],
          [topX + 3, horizon],
          [bx + wBottom / 2, H],
          [bx - wBottom / 2, H],
        ],
        i % 2 ? '#3f7f3a' : '#4b8f40',
      ),
    );
    b.push(`<line x1="${n(topX)}" y1="${horizon}" x2="${n(bx)}" y2="${H - 40}" stroke="#77b35a" stroke-width="6" opacity=".6"/>`);
    // trellis posts
    for (let t = 0.25; t < 1; t += 0.18) {
      const px = topX + (bx - topX) * t;
      const py = horizon + (H - horizon) * t;
      const ph = 20 + 110 * t * t;
      b.push(rect(px - 1.5 - 2 * t, py - ph, 3 + 4 * t, ph, '#6b4a2b'));
    }
  }
  // grape bunches on the nearest rows
  for (const [gx, gy] of [
    [560, 900],
    [640, 960],
    [1010, 910],
    [1090, 972],
    [410, 960],
    [1210, 950],
  ] as const) {
    const g: string[] = [];
    for (let r = 0; r < 4; r++)
      for (let c = 0; c <= 3 - r; c++) g.push(`<circle cx="${gx + c * 12 - (3 - r) * 6}" cy="${gy + r * 11}" r="7"/>`);
    b.push(
      `<g fill="#6b2f7a">${g.join('')}</g><path d="M${gx} ${gy - 8} L${gx + 4} ${gy - 22}" stroke="#5a3d22" stroke-width="3"/><path d="M${gx + 4} ${gy - 22} q18 -10 26 4 q-14 10 -26 -4z" fill="#5aa048"/>`,
    );
  }
  // farmhouse on the ridge
  b.push(
    rect(1180, 508, 120, 54, '#f2e6cf'),
    poly(
      [
        [1168, 512],
        [1240, 476],
        [1312, 512],
      ],
      '#b9553a',
    ),
    rect(1228, 528, 22, 34, '#6e4a32'),
  );
  b.push(roundTree(1360, 560, 34, '#3d6f46', '#56894f'), roundTree(300, 562, 40, '#3d6f46', '#56894f'));
  return doc(defs, b.join('\n'));
}

function landPlot(): string {
  const rng = rngFrom(83);
  const s = sky('sky', [
    [0, '#4f9be3'],
    [0.6, '#a8d2f5'],
    [0.82, '#eef5f0'],
  ]);
  const defs = `${s.defs}${linear('soil', [
    [0, '#d29a68'],
    [1, '#b87547'],
  ])}${linear('grass', [
    [0, '#a9cf72'],
    [1, '#7fb350'],
  ])}`;
  const b: string[] = [s.body, cloud(260, 150, 1.15), cloud(900, 110, 0.9, 0.9), cloud(1400, 210, 1, 0.85)];
  b.push(mesas(rng, 560, 7, '#b3c6d4', 70, 140));
  // far town
  let x = 980;
  while (x < W) {
    const w = 40 + rng() * 60;
    const h = 40 + rng() * 90;
    b.push(rect(x, 580 - h, w, h, '#c9d6e0'));
    x += w + 8;
  }
  b.push(rect(0, 570, W, 430, 'url(#grass)'));
  // the plot: a parallelogram of cleared red soil with corner survey stones and a post-and-wire fence
  const P: [[number, number], [number, number], [number, number], [number, number]] = [
    [300, 640],
    [1280, 640],
    [1500, 900],
    [120, 900],
  ];
  b.push(poly(P, 'url(#soil)'));
  for (let i = 0; i < 70; i++) {
    const gx = 200 + rng() * 1200;
    const gy = 660 + rng() * 220;
    b.push(`<path d="M${n(gx)} ${n(gy)} l-6 -12 m6 12 l0 -15 m0 15 l6 -11" stroke="#6f9e3e" stroke-width="3" fill="none"/>`);
  }
  const fence = (a: [number, number], c: [number, number], posts: number) => {
    const out: string[] = [];
    for (let i = 0; i <= posts; i++) {
      const t = i / posts;
      const px = a[0] + (c[0] - a[0]) * t;
      const py = a[1] + (c[1] - a[1]) * t;
      const ph = 30 + ((py - 640) / 260) * 40;
      out.push(rect(px - 4, py - ph, 8, ph, '#eceae4'), rect(px - 4, py - ph, 8, 6, '#9aa0a8'));
    }
    for (const k of [0.35, 0.7]) {
      const ha = 30 + ((a[1] - 640) / 260) * 40;
      const hc = 30 + ((c[1] - 640) / 260) * 40;
      out.push(
        `<line x1="${n(a[0])}" y1="${n(a[1] - ha * k)}" x2="${n(c[0])}" y2="${n(c[1] - hc * k)}" stroke="#6d7078" stroke-width="2"/>`,
      );
    }
    return out.join('');
  };
  b.push(fence(P[0], P[1], 10), fence(P[0], P[3], 5), fence(P[1], P[2], 5));
  for (const [cx, cy] of P) b.push(rect(cx - 9, cy - 22, 18, 24, '#f4f1ea'), rect(cx - 9, cy - 22, 18, 8, '#d64541'));
  // blank sale board on two legs
  b.push(rect(1020, 700, 8, 120, '#5b616a'), rect(1180, 700, 8, 120, '#5b616a'));
  b.push(rect(990, 620, 230, 130, '#ffffff', 'rx="6"'), rect(990, 620, 230, 34, '#2f6fb0', 'rx="6"'), rect(990, 644, 230, 10, '#2f6fb0'));
  b.push(
    `<path d="M1105 672 c-16 0 -26 12 -26 26 c0 20 26 42 26 42 c0 0 26 -22 26 -42 c0 -14 -10 -26 -26 -26z" fill="#d64541"/><circle cx="1105" cy="698" r="9" fill="#fff"/>`,
  );
  // approach road and trees
  b.push(
    poly(
      [
        [0, 930],
        [W, 930],
        [W, 1000],
        [0, 1000],
      ],
      '#6c7380',
    ),
    rect(0, 922, W, 10, '#b6b0a3'),
  );
  for (let lx = 40; lx < W; lx += 160) b.push(rect(lx, 962, 80, 7, '#eeeadc', 'rx="3"'));
  b.push(roundTree(80, 650, 70, '#3f7f45', '#5a9c56'), roundTree(1440, 640, 80, '#3f7f45', '#5a9c56'));
  b.push(roundTree(760, 600, 36, '#4a8a4c', '#64a25d'), palm(1560, 700, 280, -18));
  return doc(defs, b.join('\n'));
}

function rowHouse(): string {
  const rng = rngFrom(97);
  const s = sky('sky', [
    [0, '#6aa8e6'],
    [0.55, '#bcdcf4'],
    [0.85, '#fde2c2'],
  ]);
  const su = sun('sunGlow', 1400, 170, 46, '#fff6da', '#ffe3a0');
  const defs = `${s.defs}${su.defs}`;
  const b: string[] = [s.body, su.body, cloud(300, 130, 1), cloud(900, 180, 0.8, 0.85)];
  b.push(ridge(rng, 560, 110, 7, '#a3c1b5'));
  for (const tx of [120, 430, 760, 1090, 1420]) b.push(roundTree(tx, 620, 70, '#3f7f4a', '#5a9f5e'));
  b.push(rect(0, 600, W, 400, '#8cc36a'));
  const walls = ['#f4d6a0', '#cfe5d6', '#f4c7b5', '#d9ddf1'];
  const trims = ['#c7884a', '#5f9a7a', '#c9705a', '#6c78b8'];
  for (let i = 0; i < 4; i++) {
    const hx = 120 + i * 345;
    const wall = walls[i]!;
    const trim = trims[i]!;
    b.push(rect(hx, 430, 330, 360, wall));
    b.push(
      poly(
        [
          [hx - 14, 440],
          [hx + 165, 320],
          [hx + 344, 440],
        ],
        '#b4533a',
      ),
    );
    b.push(
      poly(
        [
          [hx - 14, 440],
          [hx + 165, 320],
          [hx + 165, 336],
          [hx + 6, 444],
        ],
        '#963f2a',
      ),
    );
    b.push(rect(hx - 16, 436, 362, 12, '#7f3424'));
    b.push(`<circle cx="${hx + 165}" cy="${398}" r="20" fill="#ffffff"/><circle cx="${hx + 165}" cy="398" r="14" fill="#8fc1e3"/>`);
    // first floor: balcony and window
    b.push(rect(hx + 24, 470, 120, 100, '#8fc1e3'), rect(hx + 24, 470, 120, 8, trim), rect(hx + 82, 478, 4, 92, '#ffffff'));
    b.push(rect(hx + 180, 470, 126, 130, '#ffd98a'), rect(hx + 170, 590, 146, 10, trim));
    for (let rx = hx + 176; rx < hx + 316; rx += 14) b.push(rect(rx, 560, 4, 32, '#ffffff'));
    b.push(rect(hx + 170, 556, 146, 6, '#ffffff'));
    // slab and ground floor
    b.push(rect(hx - 6, 610, 342, 14, '#ffffff'));
    b.push(rect(hx + 30, 650, 70, 140, '#7a4e33'), rect(hx + 86, 716, 6, 16, '#f1c96a'));
    b.push(rect(hx + 140, 660, 160, 80, '#8fc1e3'), rect(hx + 140, 660, 160, 8, trim), rect(hx + 218, 668, 4, 72, '#ffffff'));
    b.push(rect(hx + 24, 636, 82, 14, trim));
    // front yard, low wall and gate
    b.push(rect(hx, 820, 330, 40, '#efe4cf'), rect(hx, 814, 330, 8, '#d9c7a6'));
    b.push(rect(hx + 40, 824, 70, 36, '#4a4f57'));
    for (let gx = hx + 44; gx < hx + 110; gx += 10) b.push(rect(gx, 826, 3, 32, '#6d737c'));
    b.push(bush(hx + 220, 810, 130, '#3f8f55', rng() < 0.5 ? '#5cae6a' : '#e577a3'));
    b.push(rect(hx + 60, 790, 30, 30, '#d9cdb6'));
  }
  // a coconut palm between houses and the lane
  b.push(palm(60, 860, 340, 22), palm(1540, 860, 320, -20));
  b.push(rect(0, 860, W, 18, '#c9c2b1'), road(878, 122, '#5d6470'));
  b.push(car(560, 990, '#e2574c', 0.95), twoWheeler(1080, 996, '#2f6fb0', 0.95), car(1330, 964, '#f2f2f2', 0.85, true));
  return doc(defs, b.join('\n'));
}

function retailShopfront(): string {
  const rng = rngFrom(101);
  const s = sky('sky', [
    [0, '#4f9be3'],
    [0.7, '#b5daf6'],
  ]);
  const defs = `${s.defs}${linear('shopLight', [
    [0, '#fff1c6'],
    [1, '#f5cf7a'],
  ])}`;
  const b: string[] = [s.body, cloud(220, 110, 1), cloud(1300, 80, 0.8, 0.9)];
  // building: three residential floors above a row of shops
  b.push(rect(80, 160, 1440, 560, '#f1e4cf'), rect(80, 150, 1440, 18, '#c77b4f'));
  b.push(rect(60, 140, 1480, 14, '#a65f3a'));
  for (let f = 0; f < 3; f++) {
    const fy = 190 + f * 170;
    for (let u = 0; u < 5; u++) {
      const ux = 120 + u * 280;
      b.push(rect(ux, fy, 200, 110, '#8fbfe2'), rect(ux, fy, 200, 10, '#ffffff'));
      b.push(rect(ux + 98, fy + 10, 4, 100, '#ffffff'));
      if (rng() < 0.3) b.push(rect(ux + 8, fy + 14, 86, 92, '#ffd98a'));
      // balcony ledge with railing and plants
      b.push(rect(ux - 14, fy + 110, 228, 12, '#ffffff'));
      for (let rx = ux - 10; rx < ux + 210; rx += 16) b.push(rect(rx, fy + 84, 3, 26, '#8a8f96'));
      b.push(rect(ux - 14, fy + 82, 228, 5, '#8a8f96'));
      if (rng() < 0.6) b.push(bush(ux + 30 + rng() * 140, fy + 108, 44, '#3f8f55', '#5cae6a'));
      b.push(rect(ux + 216, fy + 30, 44, 30, '#e8eaec', 'rx="3"'), `<circle cx="${ux + 238}" cy="${fy + 45}" r="10" fill="#c9cdd2"/>`);
    }
  }
  // shops with striped awnings
  const awnings: [string, string][] = [
    ['#d64541', '#ffffff'],
    ['#2f8f5b', '#ffffff'],
    ['#f0a81c', '#ffffff'],
    ['#2f6fb0', '#ffffff'],
    ['#8e44ad', '#ffffff'],
  ];
  b.push(rect(80, 720, 1440, 150, '#4a4f57'));
  for (let i = 0; i < 5; i++) {
    const sx = 96 + i * 284;
    const [c1, c2] = awnings[i]!;
    b.push(rect(sx, 740, 268, 130, 'url(#shopLight)'));
    for (let sh = 0; sh < 3; sh++) b.push(rect(sx + 16, 770 + sh * 30, 236, 5, '#b98a4e'));
    for (let sh = 0; sh < 3; sh++)
      for (let k = 0; k < 8; k++)
        b.push(rect(sx + 20 + k * 29, 752 + sh * 30, 20, 18, pick(rng, ['#e94e3c', '#2f6fb0', '#2f8f5b', '#f0a81c', '#ffffff'])));
    b.push(rect(sx, 736, 268, 40, '#c3c7cc'));
    for (let y = 740; y < 776; y += 8) b.push(rect(sx, y, 268, 2, '#a9aeb5'));
    b.push(rect(sx - 6, 690, 280, 30, '#ffffff'));
    const stripes: string[] = [];
    for (let k = 0; k < 8; k++)
      stripes.push(
        poly(
          [
            [sx - 10 + k * 36, 718],
            [sx + 26 + k * 36, 718],
            [sx + 30 + k * 36, 760],
            [sx - 6 + k * 36, 760],
          ],
          k % 2 ? c2 : c1,
        ),
      );
    b.push(stripes.join(''));
    for (let k = 0; k < 8; k++) b.push(`<path d="M${sx - 6 + k * 36} 760 q18 16 36 0 z" fill="${k % 2 ? c2 : c1}"/>`);
    b.push(rect(sx + 40, 697, 188, 16, c1, 'rx="3"'));
  }
  // pavement, street and traffic
  b.push(rect(0, 870, W, 30, '#cfc6b4'));
  for (let x = 0; x < W; x += 60) b.push(rect(x, 870, 2, 30, '#b8ae99'));
  b.push(road(900, 100, '#5b6270'));
  b.push(streetLamp(40, 890, 260), streetLamp(1560, 890, 260));
  b.push(twoWheeler(420, 894, '#e2574c', 0.9), twoWheeler(1170, 894, '#2f8f5b', 0.9));
  b.push(autoRickshaw(760, 994, 1), car(1340, 994, '#f2f2f2', 0.95, true));
  b.push(roundTree(1545, 880, 40, '#3f8f55', '#5cae6a'));
  return doc(defs, b.join('\n'));
}

function seaViewInterior(): string {
  const rng = rngFrom(113);
  const defs = `${linear('dusk', [
    [0, '#4d5fa8'],
    [0.45, '#e58a8a'],
    [0.78, '#fbc57e'],
  ])}${linear('sea', [
    [0, '#f0a77a'],
    [0.3, '#6f86b8'],
    [1, '#2f4f86'],
  ])}${linear('wall', [
    [0, '#f3e7d6'],
    [1, '#e9d8c0'],
  ])}${linear('floor', [
    [0, '#b98556'],
    [1, '#8f5f38'],
  ])}${radial('lampGlow', [
    [0, '#ffe8b0', 0.8],
    [1, '#ffe8b0', 0],
  ])}`;
  const b: string[] = [rect(0, 0, W, H, 'url(#wall)')];
  // window: dusk over the bay, the curve of the promenade and its lights
  const wx = 300;
  const wy = 110;
  const ww = 1000;
  const wh = 560;
  b.push(`<clipPath id="win"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/></clipPath>`);
  const view: string[] = [rect(wx, wy, ww, wh, 'url(#dusk)')];
  view.push(`<circle cx="980" cy="470" r="48" fill="#ffe2a8"/>`);
  view.push(rect(wx, 470, ww, wh, 'url(#sea)'));
  for (let i = 0; i < 16; i++) view.push(rect(930 + rng() * 80 - 40, 480 + i * 12, 40 + rng() * 60, 3, '#ffd9a0', 'opacity=".7"'));
  let sx = wx;
  while (sx < wx + 420) {
    const w = 20 + rng() * 40;
    const h = 30 + rng() * 90;
    view.push(rect(sx, 470 - h, w, h, '#5a4f7a'));
    sx += w + 4;
  }
  view.push(
    `<path d="M${wx} 640 Q600 520 900 500 Q1100 488 ${wx + ww} 486 L${wx + ww} 500 Q1100 502 900 514 Q600 536 ${wx} 670 Z" fill="#3d3a5a"/>`,
  );
  for (let t = 0; t <= 1; t += 0.035) {
    const px = (1 - t) * (1 - t) * wx + 2 * (1 - t) * t * 600 + t * t * 900;
    const py = (1 - t) * (1 - t) * 640 + 2 * (1 - t) * t * 520 + t * t * 500;
    view.push(`<circle cx="${n(px)}" cy="${n(py - 4)}" r="3" fill="#ffe7a0"/>`);
  }
  b.push(`<g clip-path="url(#win)">${view.join('')}</g>`);
  b.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#ffffff" stroke-width="16"/>`);
  b.push(rect(wx + ww / 3 - 5, wy, 10, wh, '#ffffff'), rect(wx + (2 * ww) / 3 - 5, wy, 10, wh, '#ffffff'));
  // curtains
  b.push(`<path d="M${wx - 110} 80 L${wx + 60} 80 Q${wx + 30} 380 ${wx + 80} 700 L${wx - 110} 700 Z" fill="#d7b48a"/>`);
  b.push(
    `<path d="M${wx + ww + 110} 80 L${wx + ww - 60} 80 Q${wx + ww - 30} 380 ${wx + ww - 80} 700 L${wx + ww + 110} 700 Z" fill="#d7b48a"/>`,
  );
  for (const cx of [wx - 60, wx - 10, wx + ww + 10, wx + ww + 60]) b.push(rect(cx, 80, 5, 620, '#c49c70', 'opacity=".7"'));
  b.push(rect(wx - 140, 70, ww + 280, 12, '#7a5a3a', 'rx="6"'));
  // floor and rug
  b.push(rect(0, 700, W, 300, 'url(#floor)'));
  for (let i = -10; i <= 10; i++)
    b.push(`<line x1="${800 + i * 60}" y1="700" x2="${800 + i * 210}" y2="1000" stroke="#7a4e2e" stroke-width="2" opacity=".35"/>`);
  b.push(rect(0, 690, W, 14, '#d9c6aa'));
  b.push(
    `<ellipse cx="800" cy="900" rx="520" ry="80" fill="#e6d5c0"/><ellipse cx="800" cy="900" rx="470" ry="62" fill="none" stroke="#c98b5e" stroke-width="5"/>`,
  );
  // sofa
  b.push(rect(470, 700, 660, 130, '#2f7f86', 'rx="26"'));
  b.push(rect(430, 740, 90, 150, '#286d73', 'rx="24"'), rect(1080, 740, 90, 150, '#286d73', 'rx="24"'));
  b.push(rect(500, 790, 600, 90, '#38929a', 'rx="18"'));
  b.push(rect(540, 730, 110, 80, '#f0a81c', 'rx="16"'), rect(950, 730, 110, 80, '#e9e2d4', 'rx="16"'));
  b.push(rect(470, 880, 16, 30, '#5b3d27'), rect(1114, 880, 16, 30, '#5b3d27'));
  // coffee table
  b.push(`<ellipse cx="800" cy="935" rx="170" ry="26" fill="#6b4a2f"/><ellipse cx="800" cy="928" rx="170" ry="26" fill="#8c6340"/>`);
  b.push(`<circle cx="760" cy="916" r="14" fill="#ffffff"/><rect x="820" y="900" width="60" height="16" fill="#d64541" rx="3"/>`);
  // floor lamp and plant
  b.push(`<circle cx="210" cy="360" r="200" fill="url(#lampGlow)"/>`);
  b.push(
    rect(206, 370, 8, 520, '#3d3f45'),
    `<path d="M160 370 L260 370 L236 300 L184 300 Z" fill="#f6e3b4"/>`,
    `<ellipse cx="210" cy="892" rx="46" ry="10" fill="#3d3f45"/>`,
  );
  b.push(`<path d="M1360 960 L1480 960 L1466 860 L1374 860 Z" fill="#c96f4a"/>`);
  for (const [a, len] of [
    [-150, 190],
    [-120, 230],
    [-95, 250],
    [-70, 220],
    [-40, 180],
    [-135, 150],
    [-55, 160],
  ] as const) {
    const r = (a * Math.PI) / 180;
    const ex = 1420 + Math.cos(r) * len;
    const ey = 860 + Math.sin(r) * len;
    b.push(
      `<path d="M1420 860 Q${n(1420 + Math.cos(r) * len * 0.5 - 20)} ${n(860 + Math.sin(r) * len * 0.5)} ${n(ex)} ${n(ey)} Q${n(1420 + Math.cos(r) * len * 0.5 + 20)} ${n(860 + Math.sin(r) * len * 0.5)} 1420 860 Z" fill="${a % 2 ? '#3f8f55' : '#2f7a47'}"/>`,
    );
  }
  // pendant light
  b.push(rect(798, 0, 4, 40, '#3d3f45'), `<path d="M770 40 L830 40 L850 70 L750 70 Z" fill="#d9a441"/>`);
  return doc(defs, b.join('\n'));
}

function sitePlan(): string {
  const rng = rngFrom(127);
  const defs = `${linear(
    'paper',
    [
      [0, '#1e4f86'],
      [1, '#163c68'],
    ],
    1,
    1,
  )}<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0 L0 0 0 40" fill="none" stroke="#ffffff" stroke-opacity=".08" stroke-width="1"/></pattern>
<pattern id="grid5" width="200" height="200" patternUnits="userSpaceOnUse"><path d="M200 0 L0 0 0 200" fill="none" stroke="#ffffff" stroke-opacity=".16" stroke-width="1.5"/></pattern>
<pattern id="hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="14" stroke="#cfe6ff" stroke-opacity=".55" stroke-width="3"/></pattern>`;
  const line = 'stroke="#e8f3ff" fill="none" stroke-linejoin="round"';
  const b: string[] = [rect(0, 0, W, H, 'url(#paper)'), rect(0, 0, W, H, 'url(#grid)'), rect(0, 0, W, H, 'url(#grid5)')];
  // surrounding roads
  b.push(rect(0, 80, W, 90, '#ffffff', 'opacity=".08"'), `<path d="M0 80 H${W} M0 170 H${W}" ${line} stroke-width="3"/>`);
  b.push(`<path d="M0 125 H${W}" stroke="#e8f3ff" stroke-width="2" stroke-dasharray="26 18" opacity=".6"/>`);
  b.push(rect(1390, 170, 90, 830, '#ffffff', 'opacity=".08"'), `<path d="M1390 170 V1000 M1480 170 V1000" ${line} stroke-width="3"/>`);
  // plot boundary, setback line and survey stones
  const plot: [number, number][] = [
    [180, 240],
    [1300, 230],
    [1330, 900],
    [150, 880],
  ];
  b.push(poly(plot, '#f5c26b', 'fill-opacity=".14" stroke="#ffd27a" stroke-width="6"'));
  b.push(
    poly(
      [
        [240, 300],
        [1240, 292],
        [1266, 840],
        [212, 822],
      ],
      'none',
      'stroke="#cfe6ff" stroke-width="2" stroke-dasharray="14 10"',
    ),
  );
  for (const [x, y] of plot) b.push(`<circle cx="${x}" cy="${y}" r="11" fill="#ff6b5a" stroke="#ffffff" stroke-width="3"/>`);
  // building footprints and internal road
  b.push(rect(300, 340, 360, 220, 'url(#hatch)', 'stroke="#e8f3ff" stroke-width="4"'));
  b.push(rect(720, 340, 220, 320, 'url(#hatch)', 'stroke="#e8f3ff" stroke-width="4"'));
  b.push(rect(1000, 340, 200, 160, 'url(#hatch)', 'stroke="#e8f3ff" stroke-width="4"'));
  b.push(`<path d="M260 640 H680 V760 H1230" ${line} stroke-width="3"/><path d="M260 700 H620 V820 H1240" ${line} stroke-width="3"/>`);
  b.push(rect(1000, 560, 220, 150, '#7be0a0', 'fill-opacity=".18" stroke="#9ff0bd" stroke-width="3"'));
  // trees as plan symbols
  for (let i = 0; i < 14; i++) {
    const tx = 1010 + rng() * 200;
    const ty = 572 + rng() * 126;
    b.push(
      `<circle cx="${n(tx)}" cy="${n(ty)}" r="${n(12 + rng() * 8)}" fill="none" stroke="#9ff0bd" stroke-width="2.5"/><path d="M${n(tx - 6)} ${n(ty)} h12 M${n(tx)} ${n(ty - 6)} v12" stroke="#9ff0bd" stroke-width="2"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const tx = 220 + i * 120;
    b.push(`<circle cx="${tx}" cy="270" r="14" fill="none" stroke="#9ff0bd" stroke-width="2.5"/>`);
  }
  // dimension lines
  b.push(`<path d="M180 950 H1330 M180 935 V965 M1330 935 V965" ${line} stroke-width="2.5"/>`);
  b.push(`<path d="M80 240 V880 M65 240 H95 M65 880 H95" ${line} stroke-width="2.5"/>`);
  for (const [ax, ay, r] of [
    [180, 950, 0],
    [1330, 950, 180],
    [80, 240, 90],
    [80, 880, -90],
  ] as const) {
    b.push(`<path d="M0 0 L18 -7 L18 7 Z" fill="#e8f3ff" transform="translate(${ax} ${ay}) rotate(${r})"/>`);
  }
  // north arrow and scale bar
  b.push(
    `<g transform="translate(1500 110)"><circle r="54" fill="none" stroke="#e8f3ff" stroke-width="3"/><path d="M0 -46 L16 24 L0 12 L-16 24 Z" fill="#e8f3ff"/><path d="M-12 -66 V-96 L12 -66 V-96" stroke="#e8f3ff" stroke-width="4" fill="none" transform="translate(0 -4)"/></g>`,
  );
  for (let i = 0; i < 4; i++) b.push(rect(1040 + i * 60, 972, 60, 12, i % 2 ? '#e8f3ff' : 'none', 'stroke="#e8f3ff" stroke-width="2"'));
  // title block
  b.push(rect(1500, 820, 90, 170, 'none', 'stroke="#e8f3ff" stroke-width="3"'));
  for (let y = 850; y < 990; y += 28) b.push(`<path d="M1500 ${y} H1590" stroke="#e8f3ff" stroke-width="1.5" opacity=".7"/>`);
  return doc(defs, b.join('\n'));
}

const SCENES: { file: string; draw: () => string }[] = [
  { file: 'apartment-tower', draw: apartmentTower },
  { file: 'villa-garden', draw: villaGarden },
  { file: 'office-block', draw: officeBlock },
  { file: 'warehouse', draw: warehouse },
  { file: 'factory', draw: factory },
  { file: 'farmland', draw: farmland },
  { file: 'vineyard', draw: vineyard },
  { file: 'land-plot', draw: landPlot },
  { file: 'row-house', draw: rowHouse },
  { file: 'retail-shopfront', draw: retailShopfront },
  { file: 'sea-view-interior', draw: seaViewInterior },
  { file: 'site-plan', draw: sitePlan },
];

async function main() {
  const png = process.argv.includes('--png');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  mkdirSync(OUT_DIR, { recursive: true });
  if (png) mkdirSync(PREVIEW_DIR, { recursive: true });
  for (const scene of SCENES) {
    if (only && scene.file !== only) continue;
    const svg = Buffer.from(scene.draw());
    const out = path.join(OUT_DIR, `${scene.file}.webp`);
    await sharp(svg).webp({ quality: 80, effort: 6 }).toFile(out);
    if (png)
      await sharp(svg)
        .resize(800)
        .png()
        .toFile(path.join(PREVIEW_DIR, `${scene.file}.png`));
    console.log(`${scene.file}.webp  ${Math.round(statSync(out).size / 1024)} KB`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
