import sharp from 'sharp';
import { createRandom, type Random } from './random';

// Procedural pictures for the demo catalogue: each artwork style is an SVG composition drawn from a seeded
// random source (the same seed draws the same picture everywhere), rendered by sharp (librsvg). No downloads,
// no fonts, no SVG filters (they cost seconds at this size); grain is a tiled noise layer blended in afterwards.

export const ART_STYLES = [
  'landscape',
  'colourField',
  'circles',
  'neon',
  'synthwave',
  'waves',
  'photoHills',
  'photoSea',
  'sculpture',
  'flatScene',
  'sketch',
  'blockPrint',
  'ikat',
  'kantha',
  'bandhani',
  'necklace',
  'earrings',
  'mandala',
  'marbling',
  'quilling',
] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

// Palettes after Indian colour: marigold, indigo, madder, peacock, turmeric, monsoon grey, temple gold.
const PALETTES: readonly (readonly string[])[] = [
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#f2e9e4'],
  ['#8d0801', '#bf3100', '#ec9f05', '#f5bb00', '#fff3b0'],
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#ffb703'],
  ['#5f0f40', '#9a031e', '#fb8b24', '#e36414', '#0f4c5c'],
  ['#132a13', '#31572c', '#4f772d', '#90a955', '#ecf39e'],
  ['#6d2e46', '#a26769', '#d5b9b2', '#ece2d0', '#3c1518'],
  ['#582f0e', '#7f4f24', '#b6ad90', '#c2c5aa', '#a4ac86'],
  ['#3d348b', '#7678ed', '#f7b801', '#f18701', '#f35b04'],
  ['#006d77', '#83c5be', '#edf6f9', '#ffddd2', '#e29578'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
];

// Sky gradients, top to horizon: dawn, noon, sunset, dusk, monsoon, night.
const SKIES: readonly (readonly [string, string, string])[] = [
  ['#2b1055', '#7597de', '#f9d29d'],
  ['#3a7bd5', '#8ec5fc', '#e0f0ff'],
  ['#1e3c72', '#ff7e5f', '#feb47b'],
  ['#0f2027', '#6a3093', '#f8b195'],
  ['#3a4750', '#7d8b96', '#c8ccc8'],
  ['#0b0c2a', '#2c3e73', '#6a82b8'],
  ['#355c7d', '#c06c84', '#f8b195'],
];

type Draw = (r: Random, w: number, h: number) => string;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function linear(id: string, stops: readonly string[], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map((c, i) => `<stop offset="${f(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" ${dir}>${s.join('')}</linearGradient>`;
}

function radial(id: string, inner: string, outer: string, innerOpacity = 1, outerOpacity = 0, fx = 0.5, fy = 0.5) {
  return `<radialGradient id="${id}" fx="${fx}" fy="${fy}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`;
}

/** A ridge line: a sum of sines with random phases, as a closed path down to the bottom edge. */
function ridge(r: Random, w: number, h: number, base: number, amplitude: number, roughness: number): string {
  const waves = Array.from({ length: 4 }, (_, i) => ({
    freq: (i + 1) * roughness * r.range(0.6, 1.4),
    phase: r.range(0, Math.PI * 2),
    amp: amplitude / (i + 1) ** 1.2,
  }));
  const step = w / 48;
  let d = '';
  for (let x = -step; x <= w + step; x += step) {
    const y =
      base - waves.reduce((sum, wave) => sum + wave.amp * Math.sin((x / w) * wave.freq * Math.PI + wave.phase), 0);
    d += `${d ? 'L' : 'M'}${f(x)} ${f(y)} `;
  }
  return `${d}L${f(w + step)} ${h} L${f(-step)} ${h} Z`;
}

function birds(r: Random, w: number, h: number, colour: string): string {
  const cx = r.range(w * 0.2, w * 0.8);
  const cy = r.range(h * 0.12, h * 0.3);
  return Array.from({ length: r.int(3, 7) }, () => {
    const x = cx + r.range(-w * 0.15, w * 0.15);
    const y = cy + r.range(-h * 0.06, h * 0.06);
    const s = r.range(8, 18);
    return `<path d="M${f(x - s)} ${f(y - s * 0.4)} Q${f(x - s / 2)} ${f(y - s * 0.6)} ${f(x)} ${f(y)} Q${f(x + s / 2)} ${f(y - s * 0.6)} ${f(x + s)} ${f(y - s * 0.4)}" fill="none" stroke="${colour}" stroke-width="${f(s / 5)}" stroke-linecap="round"/>`;
  }).join('');
}

function vignette(w: number, h: number, strength: number): string {
  return `<defs>${radial('vig', '#000000', '#000000', 0, strength)}</defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`;
}

// ── Paintings ───────────────────────────────────────────────────────────────

const landscape: Draw = (r, w, h) => {
  const [top, mid, horizon] = r.pick(SKIES);
  const land = r.pick(['#1b263b', '#2d3a3a', '#3b2f2f', '#1f3b2c', '#2e1f3b']);
  const horizonY = h * r.range(0.5, 0.62);
  const sunX = r.range(w * 0.2, w * 0.8);
  const sunY = horizonY - r.range(h * 0.05, h * 0.25);
  const sunR = r.range(w * 0.05, w * 0.09);
  const sun = mix(horizon, '#fff8e7', 0.6);
  let out = `<defs>${linear('sky', [top, mid, horizon])}${radial('glow', sun, horizon, 0.85, 0)}</defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 5)}" fill="url(#glow)"/>`;
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sun}"/>`;
  const layers = r.int(4, 6);
  const hasWater = r.chance(0.45);
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / layers;
    const base = horizonY - h * 0.12 * (1 - t) + (hasWater ? 0 : h * 0.28 * t);
    out += `<path d="${ridge(r, w, h, base, h * r.range(0.04, 0.1) * (1 - t * 0.5), r.range(1.5, 4))}" fill="${mix(horizon, land, 0.25 + 0.75 * t)}"/>`;
  }
  if (hasWater) {
    const waterTop = horizonY + h * 0.02;
    out += `<defs>${linear('water', [mix(horizon, land, 0.35), mix(mid, land, 0.6), land])}</defs>`;
    out += `<rect x="0" y="${f(waterTop)}" width="${w}" height="${f(h - waterTop)}" fill="url(#water)"/>`;
    for (let i = 0; i < 28; i++) {
      const y = waterTop + (h - waterTop) * r.range(0.02, 0.95);
      const len = r.range(w * 0.02, w * 0.12);
      const x = sunX + r.range(-w * 0.08, w * 0.08) - len / 2;
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(r.range(2, 5))}" rx="2" fill="${sun}" fill-opacity="${f(r.range(0.25, 0.7))}"/>`;
    }
  }
  if (r.chance(0.6)) out += birds(r, w, h, mix(land, top, 0.2));
  return out;
};

const colourField: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const [bg, ...rest] = r.shuffle(p);
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const bands = r.int(2, 3);
  const margin = w * 0.08;
  let y = h * 0.07;
  const bandHeight = (h * 0.86 - (bands - 1) * h * 0.04) / bands;
  for (let i = 0; i < bands; i++) {
    const colour = rest[i % rest.length] ?? '#888888';
    const bh = bandHeight * r.range(0.8, 1.15);
    // Soft edges without a blur filter: the same block drawn a few times, each larger and fainter.
    for (let k = 4; k >= 0; k--) {
      const grow = k * 9;
      out += `<rect x="${f(margin - grow)}" y="${f(y - grow)}" width="${f(w - 2 * margin + 2 * grow)}" height="${f(bh + 2 * grow)}" rx="${f(14 + grow)}" fill="${colour}" fill-opacity="${k === 0 ? 0.92 : 0.12}"/>`;
    }
    y += bh + h * 0.04;
  }
  return out;
};

const circles: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const paper = r.pick(['#f3ead8', '#efe6d2', '#1c1c24', '#f6f1e7']);
  let out = `<rect width="${w}" height="${h}" fill="${paper}"/>`;
  for (let i = 0; i < r.int(3, 6); i++) {
    const x1 = r.range(0, w);
    const y1 = r.range(0, h);
    out += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(r.range(0, w))}" y2="${f(r.range(0, h))}" stroke="${r.pick(p)}" stroke-width="${f(r.range(2, 9))}" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < r.int(5, 9); i++) {
    const cx = r.range(w * 0.1, w * 0.9);
    const cy = r.range(h * 0.1, h * 0.9);
    const radius = r.range(w * 0.05, w * 0.22);
    const rings = r.int(2, 5);
    for (let k = 0; k < rings; k++) {
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * (1 - k / rings))}" fill="${r.pick(p)}" fill-opacity="${f(r.range(0.75, 1))}"/>`;
    }
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const x = r.range(0, w * 0.8);
    const y = r.range(0, h * 0.8);
    out += `<path d="M${f(x)} ${f(y)} l${f(r.range(60, 220))} ${f(r.range(-120, 120))} l${f(r.range(-160, 60))} ${f(r.range(80, 220))} Z" fill="${r.pick(p)}" fill-opacity="0.85"/>`;
  }
  return out;
};

// ── Digital art ─────────────────────────────────────────────────────────────

const NEON = ['#ff2a6d', '#05d9e8', '#d1f7ff', '#f9c80e', '#b967ff', '#01ffc3', '#ff71ce'];

const neon: Draw = (r, w, h) => {
  const bg = r.pick([
    ['#0d0221', '#261447'],
    ['#000814', '#001d3d'],
    ['#10002b', '#240046'],
  ] as const);
  let out = `<defs>${linear('bg', bg)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let i = 0; i < 120; i++) {
    out += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(r.range(0.8, 2.4))}" fill="#ffffff" fill-opacity="${f(r.range(0.2, 0.8))}"/>`;
  }
  const cx = w / 2 + r.range(-w * 0.1, w * 0.1);
  const cy = h / 2 + r.range(-h * 0.1, h * 0.1);
  const sides = r.pick([3, 4, 6, 8, 0]);
  const count = r.int(6, 11);
  for (let i = 0; i < count; i++) {
    const radius = (Math.min(w, h) * 0.42 * (i + 1)) / count;
    const colour = NEON[(i + r.int(0, 2)) % NEON.length] ?? '#ffffff';
    const rot = i * r.range(4, 14);
    const shape =
      sides === 0
        ? `<circle cx="0" cy="0" r="${f(radius)}"/>`
        : `<polygon points="${Array.from({ length: sides }, (_, k) => {
            const a = (k / sides) * Math.PI * 2;
            return `${f(Math.cos(a) * radius)},${f(Math.sin(a) * radius)}`;
          }).join(' ')}"/>`;
    // A glow without filters: a wide faint stroke under a thin bright one.
    out += `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})" fill="none" stroke="${colour}">`;
    out += `<g stroke-width="28" stroke-opacity="0.1">${shape}</g><g stroke-width="12" stroke-opacity="0.22">${shape}</g><g stroke-width="4.5">${shape}</g></g>`;
  }
  return out;
};

const synthwave: Draw = (r, w, h) => {
  const horizon = h * r.range(0.55, 0.65);
  const sunR = w * r.range(0.18, 0.26);
  const sunY = horizon - sunR * 0.35;
  let out = `<defs>${linear('sky', ['#12002b', '#4a0a57', '#c2185b', '#ff7043'])}${linear('sun', ['#ffe66d', '#ff6b6b', '#c9184a'])}${linear('ground', ['#1a0033', '#050014'])}</defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 70; i++) {
    out += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, horizon * 0.6))}" r="${f(r.range(0.8, 2))}" fill="#fff" fill-opacity="${f(r.range(0.3, 0.9))}"/>`;
  }
  out += `<circle cx="${f(w / 2)}" cy="${f(sunY)}" r="${f(sunR)}" fill="url(#sun)"/>`;
  // Horizontal cuts through the lower half of the sun, widening towards the horizon.
  for (let i = 0; i < 7; i++) {
    const y = sunY + sunR * (0.1 + i * 0.14);
    out += `<rect x="0" y="${f(y)}" width="${w}" height="${f(3 + i * 2.6)}" fill="#7a0f4f"/>`;
  }
  out += `<path d="${ridge(r, w, h, horizon, h * 0.06, 3.5)}" fill="#2a0845"/>`;
  out += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#ground)"/>`;
  let lines = '';
  for (let i = -14; i <= 14; i++) {
    lines += `<line x1="${f(w / 2 + i * w * 0.02)}" y1="${f(horizon)}" x2="${f(w / 2 + i * w * 0.2)}" y2="${h}"/>`;
  }
  for (let i = 1; i <= 12; i++) {
    const y = horizon + (h - horizon) * (i / 12) ** 2;
    lines += `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}"/>`;
  }
  out += `<g stroke="#ff2fd6" stroke-opacity="0.75" stroke-width="2.2">${lines}</g>`;
  return out;
};

const waves: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const bg = r.pick(['#0b0c10', '#101820', '#f7f3ec', '#1b1b2f']);
  const light = bg === '#f7f3ec';
  let out = `<defs>${linear('stroke', [p[0] ?? '#fff', p[2] ?? '#888', p[4] ?? '#000'], false)}</defs>`;
  out += `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const lines = r.int(32, 48);
  const f1 = r.range(1.5, 3.5);
  const f2 = r.range(3, 7);
  const phase = r.range(0, 6);
  for (let i = 0; i < lines; i++) {
    const t = i / lines;
    const base = h * (0.12 + t * 0.76);
    let d = '';
    for (let x = 0; x <= w; x += w / 40) {
      const u = x / w;
      const y =
        base +
        Math.sin(u * f1 * Math.PI + phase + t * 2.5) * h * 0.08 +
        Math.sin(u * f2 * Math.PI + t * 6) * h * 0.015 * (1 + t);
      d += `${d ? 'L' : 'M'}${f(x)} ${f(y)} `;
    }
    out += `<path d="${d}" fill="none" stroke="url(#stroke)" stroke-width="${f(light ? 3.6 : 3)}" stroke-opacity="${f(0.35 + 0.6 * Math.sin(t * Math.PI))}"/>`;
  }
  return out;
};

// ── Photography ─────────────────────────────────────────────────────────────

const photoHills: Draw = (r, w, h) => {
  const warm = r.chance(0.5);
  const sky = warm ? ['#f6d5b8', '#f3e3d3', '#fdf6ee'] : ['#aebfcf', '#d7e1ea', '#eef2f5'];
  const dark = warm ? r.pick(['#3b2a2a', '#2f3b2a']) : r.pick(['#1d2b2f', '#243326', '#1f2a3a']);
  let out = `<defs>${linear('sky', sky)}${linear('fog', ['#ffffff', '#ffffff'])}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (warm) {
    out += `<defs>${radial('sun', '#fff6e0', '#f6d5b8', 0.95, 0)}</defs><circle cx="${f(r.range(w * 0.3, w * 0.7))}" cy="${f(h * 0.32)}" r="${f(w * 0.25)}" fill="url(#sun)"/>`;
  }
  const layers = r.int(6, 8);
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / layers;
    out += `<path d="${ridge(r, w, h, h * (0.38 + 0.5 * t), h * (0.05 + 0.05 * (1 - t)), r.range(2, 5))}" fill="${mix(sky[1] ?? '#ccc', dark, 0.18 + 0.82 * t ** 1.4)}"/>`;
    if (i < layers - 1) {
      out += `<rect x="0" y="${f(h * (0.38 + 0.5 * t))}" width="${w}" height="${f(h * 0.05)}" fill="#ffffff" fill-opacity="0.16"/>`;
    }
  }
  // A few trees along the nearest ridge, as a photograph of tea hills would show.
  for (let i = 0; i < r.int(4, 12); i++) {
    const x = r.range(0, w);
    const y = h * r.range(0.88, 0.97);
    const th = r.range(h * 0.04, h * 0.1);
    out += `<path d="M${f(x)} ${f(y - th)} L${f(x - th * 0.22)} ${f(y)} L${f(x + th * 0.22)} ${f(y)} Z" fill="${mix(dark, '#000000', 0.3)}"/>`;
  }
  return out + vignette(w, h, 0.35);
};

const photoSea: Draw = (r, w, h) => {
  const [top, mid, horizonColour] = r.pick(SKIES);
  const horizon = h * r.range(0.5, 0.6);
  const sunX = r.range(w * 0.3, w * 0.7);
  const sunR = w * r.range(0.03, 0.05);
  const sunY = horizon - r.range(sunR * 0.3, h * 0.1);
  const sun = mix(horizonColour, '#fffaf0', 0.7);
  let out = `<defs>${linear('sky', [top, mid, horizonColour])}${linear('sea', [mix(horizonColour, '#203040', 0.5), mix(mid, '#0a1420', 0.7), '#081018'])}${radial('glow', sun, horizonColour, 0.9, 0)}</defs>`;
  out += `<rect width="${w}" height="${f(horizon)}" fill="url(#sky)"/>`;
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 6)}" fill="url(#glow)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sun}"/>`;
  out += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#sea)"/>`;
  for (let i = 0; i < 60; i++) {
    const t = r.next();
    const y = horizon + (h - horizon) * t * t;
    const len = r.range(10, 80) * (0.3 + t * 2);
    const x = sunX + r.range(-1, 1) * (w * 0.04 + t * w * 0.15) - len / 2;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(1.5 + t * 4)}" rx="2" fill="${sun}" fill-opacity="${f(0.7 - t * 0.5)}"/>`;
  }
  if (r.chance(0.6)) {
    // A fishing boat on the horizon.
    const bx = r.range(w * 0.1, w * 0.85);
    const by = horizon + r.range(h * 0.02, h * 0.08);
    const s = r.range(18, 34);
    out += `<path d="M${f(bx - s * 2)} ${f(by)} L${f(bx + s * 2)} ${f(by)} L${f(bx + s * 1.4)} ${f(by + s * 0.6)} L${f(bx - s * 1.4)} ${f(by + s * 0.6)} Z M${f(bx)} ${f(by)} L${f(bx)} ${f(by - s * 2.2)} L${f(bx + s * 1.3)} ${f(by - s * 0.3)} Z" fill="#0b0f14"/>`;
  }
  return out + vignette(w, h, 0.4);
};

// ── Sculpture ───────────────────────────────────────────────────────────────

const sculpture: Draw = (r, w, h) => {
  const wall = r.pick([
    ['#ece6dc', '#cfc4b4'],
    ['#dfe3e6', '#b9c0c6'],
    ['#2c2a29', '#1a1918'],
    ['#e9dccb', '#c9b59a'],
  ] as const);
  const material = r.pick([
    { light: '#f4d7a8', dark: '#7a4a1d' },
    { light: '#e8b08a', dark: '#6b2f17' },
    { light: '#d9d9d4', dark: '#4c4c48' },
    { light: '#a3c4bc', dark: '#2f4f4a' },
    { light: '#f0c75e', dark: '#6e4b0c' },
  ]);
  const floorY = h * 0.78;
  let out = `<defs>${linear('wall', wall)}${radial('mat', material.light, material.dark, 1, 1, 0.35, 0.3)}${radial('shadow', '#000000', '#000000', 0.45, 0)}${radial('spot', '#ffffff', '#ffffff', 0.35, 0)}</defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${mix(wall[1], '#000000', 0.15)}"/>`;
  out += `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.35)}" rx="${f(w * 0.45)}" ry="${f(h * 0.4)}" fill="url(#spot)"/>`;
  const pw = w * 0.34;
  const ph = h * 0.2;
  const plinthTop = floorY - ph + h * 0.05;
  out += `<ellipse cx="${f(w / 2)}" cy="${f(floorY + h * 0.06)}" rx="${f(pw * 0.85)}" ry="${f(h * 0.03)}" fill="url(#shadow)"/>`;
  out += `<rect x="${f(w / 2 - pw / 2)}" y="${f(plinthTop)}" width="${f(pw)}" height="${f(ph)}" fill="${mix(wall[0], '#ffffff', 0.35)}"/><rect x="${f(w / 2 - pw / 2)}" y="${f(plinthTop)}" width="${f(pw * 0.3)}" height="${f(ph)}" fill="#000000" fill-opacity="0.06"/>`;
  const kind = r.pick(['stones', 'sphere', 'torus', 'totem'] as const);
  let y = plinthTop;
  if (kind === 'stones' || kind === 'totem') {
    const count = kind === 'stones' ? r.int(3, 5) : r.int(4, 6);
    for (let i = 0; i < count; i++) {
      const rx = (kind === 'stones' ? w * 0.16 : w * 0.09) * (1 - i * 0.13) * r.range(0.85, 1.1);
      const ry = kind === 'stones' ? rx * r.range(0.38, 0.55) : rx * r.range(0.6, 0.9);
      const cx = w / 2 + r.range(-w * 0.02, w * 0.02);
      out += `<ellipse cx="${f(cx)}" cy="${f(y - ry * 0.92)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#mat)"/>`;
      y -= ry * 1.8;
    }
  } else if (kind === 'sphere') {
    const radius = w * 0.17;
    out += `<circle cx="${f(w / 2)}" cy="${f(y - radius)}" r="${f(radius)}" fill="url(#mat)"/>`;
    out += `<ellipse cx="${f(w / 2)}" cy="${f(y - radius)}" rx="${f(radius)}" ry="${f(radius * 0.18)}" fill="none" stroke="${material.dark}" stroke-opacity="0.35" stroke-width="3"/>`;
  } else {
    const radius = w * 0.16;
    const cy = y - radius - h * 0.02;
    out += `<circle cx="${f(w / 2)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="url(#mat)" stroke-width="${f(radius * 0.55)}"/>`;
    out += `<rect x="${f(w / 2 - w * 0.03)}" y="${f(cy + radius * 0.9)}" width="${f(w * 0.06)}" height="${f(y - cy - radius * 0.9)}" fill="${material.dark}"/>`;
  }
  return out;
};

// ── Illustration ────────────────────────────────────────────────────────────

const flatScene: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const sky = r.pick(['#fde2c3', '#cde7f0', '#f9d7d9', '#e8e2f7', '#fff1c9']);
  let out = `<rect width="${w}" height="${h}" fill="${sky}"/>`;
  out += `<circle cx="${f(r.range(w * 0.2, w * 0.8))}" cy="${f(h * r.range(0.16, 0.3))}" r="${f(w * r.range(0.08, 0.13))}" fill="${r.pick(['#ffb703', '#fb8500', '#ffd166', '#f28482'])}"/>`;
  for (let i = 0; i < r.int(2, 4); i++) {
    const cx = r.range(0, w);
    const cy = h * r.range(0.1, 0.35);
    const s = r.range(30, 60);
    out += `<g fill="#ffffff" fill-opacity="0.9"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s)}"/><circle cx="${f(cx + s)}" cy="${f(cy + s * 0.2)}" r="${f(s * 0.8)}"/><circle cx="${f(cx - s)}" cy="${f(cy + s * 0.25)}" r="${f(s * 0.7)}"/><rect x="${f(cx - s * 1.7)}" y="${f(cy + s * 0.2)}" width="${f(s * 3.4)}" height="${f(s * 0.75)}" rx="${f(s * 0.37)}"/></g>`;
  }
  const hills = r.int(3, 4);
  for (let i = 0; i < hills; i++) {
    const base = h * (0.52 + i * 0.13);
    const colour = p[(i + 1) % p.length] ?? '#557755';
    out += `<path d="${ridge(r, w, h, base, h * 0.05, r.range(1, 2.2))}" fill="${colour}"/>`;
    for (let k = 0; k < r.int(2, 6); k++) {
      const x = r.range(0, w);
      const ty = base + r.range(-h * 0.02, h * 0.04);
      const size = r.range(h * 0.03, h * 0.06) * (1 + i * 0.3);
      const leaf = mix(colour, '#0b3d20', 0.55);
      out += r.chance(0.5)
        ? `<rect x="${f(x - size * 0.08)}" y="${f(ty - size)}" width="${f(size * 0.16)}" height="${f(size)}" fill="#5c3d2e"/><circle cx="${f(x)}" cy="${f(ty - size)}" r="${f(size * 0.55)}" fill="${leaf}"/>`
        : `<path d="M${f(x)} ${f(ty - size * 1.8)} L${f(x - size * 0.5)} ${f(ty)} L${f(x + size * 0.5)} ${f(ty)} Z" fill="${leaf}"/>`;
    }
  }
  return out + birds(r, w, h, '#333333');
};

// ── Sketch ──────────────────────────────────────────────────────────────────

/** A pencil line: a path drawn two or three times with a little jitter, like a hand going over it again. */
function pencil(r: Random, points: readonly [number, number][], closed: boolean, weight = 1): string {
  let out = '';
  for (let pass = 0; pass < r.int(2, 3); pass++) {
    const d = points
      .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x + r.range(-2.5, 2.5))} ${f(y + r.range(-2.5, 2.5))}`)
      .join(' ');
    out += `<path d="${d}${closed ? ' Z' : ''}" fill="none" stroke="#262626" stroke-opacity="${f(r.range(0.45, 0.8))}" stroke-width="${f(r.range(2.2, 4) * weight)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return out;
}

/** Parallel diagonal strokes clipped to `outline`; `density` 1 is a light tone, 2 adds cross-hatching. */
function hatch(r: Random, id: string, outline: string, box: [number, number, number, number], density: number): string {
  const [x0, y0, x1, y1] = box;
  const span = y1 - y0;
  let lines = '';
  const spacing = r.range(9, 13);
  for (let x = x0 - span; x < x1; x += spacing) {
    lines += `<line x1="${f(x)}" y1="${f(y1)}" x2="${f(x + span)}" y2="${f(y0)}"/>`;
  }
  if (density > 1) {
    for (let x = x0; x < x1 + span; x += spacing * 1.3) {
      lines += `<line x1="${f(x)}" y1="${f(y1)}" x2="${f(x - span)}" y2="${f(y0)}"/>`;
    }
  }
  return `<clipPath id="${id}"><path d="${outline}"/></clipPath><g clip-path="url(#${id})" stroke="#2f2f2f" stroke-opacity="0.42" stroke-width="2.2" stroke-linecap="round">${lines}</g>`;
}

const toPath = (points: readonly [number, number][]) =>
  `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join(' ')} Z`;

/** A pencil study: a still life of vessels (lota, surahi, bowl) on a table, or a row of arches. */
const sketch: Draw = (r, w, h) => {
  let out = `<defs>${linear('paper', ['#f7f2e7', '#ebe2d0'])}</defs><rect width="${w}" height="${h}" fill="url(#paper)"/>`;
  if (r.chance(0.5)) {
    const tableY = h * r.range(0.7, 0.78);
    const count = r.int(2, 4);
    for (let i = 0; i < count; i++) {
      const cx = w * ((i + 0.5) / count) + r.range(-w * 0.04, w * 0.04);
      const height = h * r.range(0.22, 0.42);
      const width = w * r.range(0.07, 0.12);
      const neck = r.range(0.25, 0.5);
      // The vessel's half-width along its height: a round belly and a narrow neck with a lip.
      const profile = (t: number) => {
        const belly = Math.sin(Math.min(1, t / 0.7) * Math.PI) * (t < 0.7 ? 1 : 0);
        const lip = t > 0.88 ? 0.55 : neck;
        return width * Math.max(belly, t > 0.6 ? lip : 0.2);
      };
      const left: [number, number][] = [];
      const right: [number, number][] = [];
      for (let k = 0; k <= 30; k++) {
        const t = k / 30;
        const y = tableY - t * height;
        left.push([cx - profile(t), y]);
        right.unshift([cx + profile(t), y]);
      }
      const outline = [...left, ...right];
      out += `<ellipse cx="${f(cx + width * 0.9)}" cy="${f(tableY + 6)}" rx="${f(width * 1.6)}" ry="${f(h * 0.018)}" fill="#8a8174" fill-opacity="0.25"/>`;
      const shade: [number, number][] = [
        ...right.slice(0, 31).map(([x, y]): [number, number] => [x, y]),
        [cx + width * 0.15, tableY - height],
        [cx + width * 0.15, tableY],
      ];
      out += hatch(r, `v${i}`, toPath(shade), [cx - width, tableY - height, cx + width * 1.2, tableY], r.int(1, 2));
      out += pencil(r, outline, true);
    }
    out += pencil(
      r,
      [
        [w * 0.03, tableY],
        [w * 0.5, tableY + r.range(-4, 4)],
        [w * 0.97, tableY],
      ],
      false,
      1.2,
    );
    out += hatch(r, 'table', `M0 ${f(tableY)} L${w} ${f(tableY)} L${w} ${h} L0 ${h} Z`, [0, tableY, w, h], 1);
  } else {
    const groundY = h * 0.8;
    const count = r.int(3, 4);
    const bay = w / count;
    const top = h * r.range(0.15, 0.25);
    for (let i = 0; i < count; i++) {
      const cx = bay * (i + 0.5);
      const aw = bay * 0.32;
      const springY = top + (groundY - top) * 0.45;
      const opening: [number, number][] = [[cx - aw, groundY]];
      for (let k = 0; k <= 20; k++) {
        const a = Math.PI + (k / 20) * Math.PI;
        // A pointed (Mughal) arch: two arcs meeting at the crown.
        const lift = Math.sin((k / 20) * Math.PI) ** 0.8;
        opening.push([cx + Math.cos(a) * aw, springY - lift * aw * 1.5]);
      }
      opening.push([cx + aw, groundY]);
      out += hatch(r, `a${i}`, toPath(opening), [cx - aw, top, cx + aw, groundY], 2);
      out += pencil(r, opening, false);
      out += pencil(
        r,
        [
          [cx - bay / 2, top],
          [cx + bay / 2, top],
        ],
        false,
      );
    }
    out += pencil(
      r,
      [
        [0, groundY],
        [w, groundY],
      ],
      false,
      1.3,
    );
    out += pencil(
      r,
      [
        [0, top - h * 0.04],
        [w, top - h * 0.04],
      ],
      false,
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = r.range(w * 0.05, w * 0.85);
    const y = r.range(h * 0.86, h * 0.96);
    out += pencil(
      r,
      [
        [x, y],
        [x + r.range(40, 140), y + r.range(-6, 6)],
      ],
      false,
      0.7,
    );
  }
  return out;
};

// ── Textile ─────────────────────────────────────────────────────────────────

const blockPrint: Draw = (r, w, h) => {
  const scheme = r.pick([
    { ground: '#1f2f5c', ink: '#c0392b', light: '#f3e9dc' },
    { ground: '#7b1e1e', ink: '#1b1b3a', light: '#f5deb3' },
    { ground: '#f3e9dc', ink: '#1f2f5c', light: '#b5402c' },
    { ground: '#2d4a3e', ink: '#d9a441', light: '#f1e7d0' },
  ]);
  const cell = w / r.int(5, 8);
  let motif = '';
  const s = cell * 0.42;
  motif += `<rect x="${f(-s / 1.4)}" y="${f(-s / 1.4)}" width="${f(s * 1.41)}" height="${f(s * 1.41)}" fill="${scheme.ink}"/>`;
  motif += `<rect x="${f(-s / 1.4)}" y="${f(-s / 1.4)}" width="${f(s * 1.41)}" height="${f(s * 1.41)}" fill="${scheme.ink}" transform="rotate(45)"/>`;
  motif += `<circle r="${f(s * 0.55)}" fill="${scheme.light}"/><circle r="${f(s * 0.25)}" fill="${scheme.ground}"/>`;
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2;
    motif += `<circle cx="${f(Math.cos(a) * s * 0.4)}" cy="${f(Math.sin(a) * s * 0.4)}" r="${f(s * 0.06)}" fill="${scheme.ink}"/>`;
  }
  let out = `<rect width="${w}" height="${h}" fill="${scheme.ground}"/><defs><g id="motif">${motif}</g></defs>`;
  for (let y = cell / 2; y < h + cell; y += cell) {
    for (let x = cell / 2; x < w + cell; x += cell) {
      // Hand-stamped: each impression slightly off and uneven in ink.
      out += `<use href="#motif" transform="translate(${f(x + r.range(-2, 2))} ${f(y + r.range(-2, 2))})" opacity="${f(r.range(0.82, 1))}"/>`;
      out += `<circle cx="${f(x + cell / 2)}" cy="${f(y + cell / 2)}" r="${f(cell * 0.05)}" fill="${scheme.light}" opacity="0.8"/>`;
    }
  }
  const band = h * 0.07;
  for (const top of [0, h - band]) {
    out += `<rect y="${f(top)}" width="${w}" height="${f(band)}" fill="${scheme.ink}"/>`;
    for (let x = 0; x < w; x += band * 0.8) {
      out += `<path d="M${f(x)} ${f(top + band)} L${f(x + band * 0.4)} ${f(top + band * 0.3)} L${f(x + band * 0.8)} ${f(top + band)} Z" fill="${scheme.light}" opacity="0.85"/>`;
    }
  }
  return out;
};

const ikat: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const cols = r.int(4, 7);
  const colW = w / cols;
  let out = `<rect width="${w}" height="${h}" fill="${p[0]}"/>`;
  for (let c = 0; c < cols; c++) {
    const colour = p[(c % (p.length - 1)) + 1] ?? '#fff';
    const x = c * colW;
    const dh = colW * r.range(0.9, 1.4);
    for (let y = -dh; y < h + dh; y += dh) {
      const off = c % 2 === 0 ? 0 : dh / 2;
      // Ikat's blurred edges: stacked diamonds, slightly shifted, each fainter.
      for (let k = 0; k < 3; k++) {
        const shift = k * 6 * (c % 2 === 0 ? 1 : -1);
        out += `<path d="M${f(x + colW / 2 + shift)} ${f(y + off)} L${f(x + colW * 0.92 + shift)} ${f(y + off + dh / 2)} L${f(x + colW / 2 + shift)} ${f(y + off + dh)} L${f(x + colW * 0.08 + shift)} ${f(y + off + dh / 2)} Z" fill="${colour}" opacity="${k === 0 ? 0.95 : 0.3}"/>`;
      }
      out += `<path d="M${f(x + colW / 2)} ${f(y + off + dh * 0.3)} L${f(x + colW * 0.7)} ${f(y + off + dh / 2)} L${f(x + colW / 2)} ${f(y + off + dh * 0.7)} L${f(x + colW * 0.3)} ${f(y + off + dh / 2)} Z" fill="${p[0]}"/>`;
    }
  }
  return out;
};

const kantha: Draw = (r, w, h) => {
  const cloth = r.pick(['#f2e8d5', '#1e3a5f', '#7a1f3d', '#e7d3b8']);
  const dark = cloth === '#1e3a5f' || cloth === '#7a1f3d';
  const threads = dark ? ['#f2e8d5', '#f4a261', '#e9c46a', '#a8dadc'] : ['#1e3a5f', '#b23a48', '#2a9d8f', '#e76f51'];
  let out = `<rect width="${w}" height="${h}" fill="${cloth}"/>`;
  // Old saris layered into a quilt: a few faded patches first.
  for (let i = 0; i < r.int(3, 6); i++) {
    out += `<rect x="${f(r.range(-w * 0.1, w * 0.8))}" y="${f(r.range(-h * 0.1, h * 0.8))}" width="${f(r.range(w * 0.2, w * 0.5))}" height="${f(r.range(h * 0.15, h * 0.4))}" fill="${r.pick(threads)}" fill-opacity="0.12"/>`;
  }
  const rows = r.int(26, 40);
  for (let i = 0; i < rows; i++) {
    const base = (h * (i + 0.5)) / rows;
    const amp = r.range(4, 16);
    const freq = r.range(2, 5);
    let d = '';
    for (let x = 0; x <= w; x += w / 40)
      d += `${d ? 'L' : 'M'}${f(x)} ${f(base + Math.sin((x / w) * freq * Math.PI + i) * amp)} `;
    out += `<path d="${d}" fill="none" stroke="${threads[i % threads.length]}" stroke-width="3" stroke-dasharray="${f(r.range(9, 14))} ${f(r.range(6, 9))}" stroke-linecap="round"/>`;
  }
  const cx = w / 2;
  const cy = h / 2;
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * 360;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy - h * 0.12)}" rx="${f(w * 0.035)}" ry="${f(h * 0.1)}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})" fill="${cloth}" stroke="${threads[k % 2]}" stroke-width="3" stroke-dasharray="10 7"/>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.05)}" fill="${threads[2]}"/>`;
  return out;
};

const bandhani: Draw = (r, w, h) => {
  const ground = r.pick(['#9d0208', '#6a040f', '#023e8a', '#2b9348', '#7b2cbf']);
  const dot = r.pick(['#ffba08', '#fefae0', '#faa307']);
  let out = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  const ring = (x: number, y: number, s: number) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="none" stroke="${dot}" stroke-width="${f(s * 0.45)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.25)}" fill="${dot}"/>`;
  const step = w / 10;
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const cx = x + r.range(-2, 2);
      const cy = y + r.range(-2, 2);
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2;
        out += ring(cx + Math.cos(a) * step * 0.3, cy + Math.sin(a) * step * 0.3, step * 0.045);
      }
      out += ring(cx, cy, step * 0.07);
    }
  }
  return out;
};

// ── Jewelry ─────────────────────────────────────────────────────────────────

const GEMS = [
  { light: '#ff6b81', dark: '#8b0020' },
  { light: '#7bed9f', dark: '#0b5d2a' },
  { light: '#70a1ff', dark: '#1e2a78' },
  { light: '#ffffff', dark: '#c9c2b8' },
];

function velvet(r: Random, w: number, h: number): string {
  const [inner, outer] = r.pick([
    ['#5a1224', '#1a0309'],
    ['#0f4c5c', '#02161c'],
    ['#2d2d2d', '#050505'],
    ['#3b1f5a', '#0d0517'],
  ] as const);
  return `<defs>${radial('velvet', inner, outer, 1, 1, 0.5, 0.4)}${radial('gold', '#fff2b0', '#a6761d', 1, 1, 0.35, 0.3)}</defs><rect width="${w}" height="${h}" fill="url(#velvet)"/>`;
}

function gem(id: string, x: number, y: number, radius: number, g: { light: string; dark: string }): string {
  return `<defs>${radial(id, g.light, g.dark, 1, 1, 0.35, 0.3)}</defs><circle cx="${f(x)}" cy="${f(y)}" r="${f(radius * 1.25)}" fill="url(#gold)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="url(#${id})"/><circle cx="${f(x - radius * 0.35)}" cy="${f(y - radius * 0.35)}" r="${f(radius * 0.22)}" fill="#ffffff" fill-opacity="0.8"/>`;
}

const necklace: Draw = (r, w, h) => {
  let out = velvet(r, w, h);
  const left = w * 0.12;
  const right = w * 0.88;
  const top = h * 0.12;
  const sag = h * r.range(0.38, 0.5);
  const at = (t: number): [number, number] => [left + (right - left) * t, top + sag * Math.sin(t * Math.PI) ** 1.3];
  let chain = '';
  for (let t = 0; t <= 1.0001; t += 0.01) {
    const [x, y] = at(t);
    chain += `${chain ? 'L' : 'M'}${f(x)} ${f(y)} `;
  }
  out += `<path d="${chain}" fill="none" stroke="url(#gold)" stroke-width="7" stroke-dasharray="9 4"/>`;
  const main = r.pick(GEMS);
  const accent = r.pick(GEMS);
  const count = r.int(13, 21);
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const [x, y] = at(t);
    const size = w * (0.012 + 0.018 * Math.sin(t * Math.PI));
    out += gem(`g${i}`, x, y, size, i % 2 === 0 ? main : accent);
    // Pearl drops below each stone.
    out += `<circle cx="${f(x)}" cy="${f(y + size * 2.4)}" r="${f(size * 0.5)}" fill="#f5efe6"/>`;
  }
  const [px, py] = at(0.5);
  const ps = w * 0.07;
  out += `<path d="M${f(px)} ${f(py + ps * 0.3)} C${f(px + ps * 1.2)} ${f(py + ps)} ${f(px + ps * 0.5)} ${f(py + ps * 2.2)} ${f(px)} ${f(py + ps * 2.6)} C${f(px - ps * 0.5)} ${f(py + ps * 2.2)} ${f(px - ps * 1.2)} ${f(py + ps)} ${f(px)} ${f(py + ps * 0.3)} Z" fill="url(#gold)"/>`;
  out += gem('pendant', px, py + ps * 1.35, ps * 0.45, main);
  return out;
};

const earrings: Draw = (r, w, h) => {
  let out = velvet(r, w, h);
  const stone = r.pick(GEMS);
  for (const cx of [w * 0.3, w * 0.7]) {
    const top = h * 0.18;
    const dome = w * 0.13;
    out += `<circle cx="${f(cx)}" cy="${f(top)}" r="${f(w * 0.03)}" fill="url(#gold)"/>`;
    out += `<line x1="${f(cx)}" y1="${f(top)}" x2="${f(cx)}" y2="${f(top + h * 0.12)}" stroke="url(#gold)" stroke-width="6"/>`;
    out += gem(`e${Math.round(cx)}`, cx, top + h * 0.12, w * 0.035, stone);
    const by = top + h * 0.2;
    // The jhumka bell: a dome with a scalloped rim and hanging pearls.
    out += `<path d="M${f(cx - dome)} ${f(by + dome)} A${f(dome)} ${f(dome)} 0 0 1 ${f(cx + dome)} ${f(by + dome)} Z" fill="url(#gold)"/>`;
    for (let k = 0; k <= 8; k++) {
      const x = cx - dome + (2 * dome * k) / 8;
      out += `<circle cx="${f(x)}" cy="${f(by + dome)}" r="${f(dome * 0.1)}" fill="url(#gold)"/><line x1="${f(x)}" y1="${f(by + dome)}" x2="${f(x)}" y2="${f(by + dome * 1.35)}" stroke="#d8c08a" stroke-width="2"/><circle cx="${f(x)}" cy="${f(by + dome * 1.42)}" r="${f(dome * 0.08)}" fill="#f5efe6"/>`;
    }
    for (let k = 1; k < 4; k++) {
      out += `<path d="M${f(cx - dome * (k / 4))} ${f(by + dome - dome * 0.95 * Math.sqrt(1 - (k / 4) ** 2))} L${f(cx - dome * (k / 4))} ${f(by + dome)}" stroke="#7a5514" stroke-opacity="0.4" stroke-width="3"/>`;
    }
  }
  return out;
};

// ── Decor and other ─────────────────────────────────────────────────────────

const mandala: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const bg = r.pick([p[0] ?? '#222', '#f4ecdf', '#101418']);
  const cx = w / 2;
  const cy = h / 2;
  const maxR = Math.min(w, h) * 0.46;
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(maxR * 1.02)}" fill="${mix(bg, '#ffffff', 0.08)}"/>`;
  const layers = r.int(5, 8);
  for (let layer = layers; layer >= 1; layer--) {
    const outer = (maxR * layer) / layers;
    const inner = outer * 0.55;
    const petals = r.pick([8, 12, 16, 24]);
    const colour = p[(layer + 1) % p.length] ?? '#ccc';
    const petal = r.chance(0.5)
      ? `M0 ${f(-inner)} Q${f(outer * 0.22)} ${f(-(inner + outer) / 2)} 0 ${f(-outer)} Q${f(-outer * 0.22)} ${f(-(inner + outer) / 2)} 0 ${f(-inner)} Z`
      : `M0 ${f(-inner)} L${f(outer * 0.12)} ${f(-(inner + outer) / 2)} L0 ${f(-outer)} L${f(-outer * 0.12)} ${f(-(inner + outer) / 2)} Z`;
    let g = '';
    for (let k = 0; k < petals; k++) g += `<path d="${petal}" transform="rotate(${f((k * 360) / petals)})"/>`;
    out += `<g transform="translate(${f(cx)} ${f(cy)})" fill="${colour}" stroke="${mix(colour, '#000000', 0.35)}" stroke-width="2">${g}</g>`;
    let dots = '';
    for (let k = 0; k < petals * 2; k++) {
      const a = (k / (petals * 2)) * Math.PI * 2;
      dots += `<circle cx="${f(cx + Math.cos(a) * inner * 0.95)}" cy="${f(cy + Math.sin(a) * inner * 0.95)}" r="${f(Math.max(2, outer * 0.018))}"/>`;
    }
    out += `<g fill="${mix(colour, '#ffffff', 0.6)}">${dots}</g>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(maxR * 0.08)}" fill="${p[4] ?? '#fff'}"/>`;
  return out;
};

const marbling: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  let out = `<rect width="${w}" height="${h}" fill="${p[0]}"/>`;
  for (let drop = 0; drop < r.int(3, 5); drop++) {
    const cx = r.range(0, w);
    const cy = r.range(0, h);
    const rings = r.int(6, 12);
    const phase = r.range(0, 6);
    for (let k = rings; k >= 1; k--) {
      const radius = (Math.max(w, h) * 0.45 * k) / rings;
      let d = '';
      for (let i = 0; i <= 64; i++) {
        const a = (i / 64) * Math.PI * 2;
        const wobble = 1 + 0.12 * Math.sin(a * 3 + phase + k) + 0.06 * Math.sin(a * 7 + k * 2);
        d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * radius * wobble)} ${f(cy + Math.sin(a) * radius * wobble * 0.8)} `;
      }
      out += `<path d="${d}Z" fill="${p[k % p.length]}" fill-opacity="0.9"/>`;
    }
  }
  return out;
};

const quilling: Draw = (r, w, h) => {
  const p = r.pick(PALETTES);
  const bg = r.pick(['#f7f3ea', '#fdf0e6', '#eef4f2']);
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const coil = (x: number, y: number, radius: number, colour: string) => {
    let d = '';
    for (let t = 0; t <= 1; t += 0.01) {
      const a = t * Math.PI * 2 * 5;
      d += `${d ? 'L' : 'M'}${f(x + Math.cos(a) * radius * t)} ${f(y + Math.sin(a) * radius * t)} `;
    }
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${mix(colour, '#ffffff', 0.75)}" stroke="${colour}" stroke-width="4"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="3"/>`;
  };
  const cx = w / 2;
  const cy = h / 2;
  const petals = r.pick([6, 8, 10]);
  for (let ring = 2; ring >= 1; ring--) {
    for (let k = 0; k < petals * ring; k++) {
      const a = (k / (petals * ring)) * Math.PI * 2 + ring * 0.3;
      const dist = Math.min(w, h) * 0.17 * ring;
      out += coil(
        cx + Math.cos(a) * dist,
        cy + Math.sin(a) * dist,
        Math.min(w, h) * 0.07,
        p[(k + ring) % p.length] ?? '#c44',
      );
    }
  }
  out += coil(cx, cy, Math.min(w, h) * 0.1, p[4] ?? '#f90');
  for (let i = 0; i < 18; i++) {
    out += coil(r.range(0, w), r.range(0, h), r.range(14, 30), r.pick(p));
  }
  return out;
};

const DRAW: Record<ArtStyle, Draw> = {
  landscape,
  colourField,
  circles,
  neon,
  synthwave,
  waves,
  photoHills,
  photoSea,
  sculpture,
  flatScene,
  sketch,
  blockPrint,
  ikat,
  kantha,
  bandhani,
  necklace,
  earrings,
  mandala,
  marbling,
  quilling,
};

// Paint and paper have a tooth; so does a photograph. Flat vector fills would read as clip art.
const GRAINY: ReadonlySet<ArtStyle> = new Set([
  'landscape',
  'colourField',
  'circles',
  'photoHills',
  'photoSea',
  'sketch',
  'kantha',
]);

export function renderArtworkSvg(style: ArtStyle, seed: number, width: number, height: number): string {
  const body = DRAW[style](createRandom(seed), width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

let grainTile: Promise<Buffer> | undefined;
function grain(): Promise<Buffer> {
  grainTile ??= sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .greyscale()
    .png()
    .toBuffer();
  return grainTile;
}

/** Draws one artwork picture as a PNG (what an artist would upload), `width` × `height` pixels. */
export async function renderArtwork(style: ArtStyle, seed: number, width: number, height: number): Promise<Buffer> {
  const image = sharp(Buffer.from(renderArtworkSvg(style, seed, width, height)));
  if (GRAINY.has(style)) image.composite([{ input: await grain(), tile: true, blend: 'soft-light' }]);
  return image.png({ compressionLevel: 1 }).toBuffer();
}

// ── Avatars: abstract portraits (no text, so no font is needed) ────────────

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#a86b3c', '#d9a066'];
const HAIR = ['#1b1b1b', '#2c1b12', '#3b2417', '#4a3222', '#151515', '#6b6b6b'];
const CLOTHES = ['#e76f51', '#2a9d8f', '#264653', '#e9c46a', '#9d0208', '#5f0f40', '#3d348b', '#f4a261', '#0077b6'];

export function renderAvatarSvg(seed: number, size = 512): string {
  const r = createRandom(seed);
  const s = size;
  const bg = r.pick(PALETTES);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cloth = r.pick(CLOTHES);
  const style = r.pick(['short', 'long', 'bun', 'curly', 'bald'] as const);
  const cx = s / 2;
  const headY = s * 0.42;
  const headRx = s * 0.17;
  const headRy = s * 0.21;
  let out = `<defs>${linear('bg', [bg[1] ?? '#ccc', bg[3] ?? '#eee'])}</defs><rect width="${s}" height="${s}" fill="url(#bg)"/>`;
  for (let i = 0; i < 3; i++) {
    out += `<circle cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" r="${f(r.range(s * 0.1, s * 0.3))}" fill="${r.pick(bg)}" fill-opacity="0.35"/>`;
  }
  if (style === 'long') {
    out += `<path d="M${f(cx - headRx * 1.35)} ${f(s * 0.78)} Q${f(cx - headRx * 1.5)} ${f(headY - headRy * 1.3)} ${f(cx)} ${f(headY - headRy * 1.2)} Q${f(cx + headRx * 1.5)} ${f(headY - headRy * 1.3)} ${f(cx + headRx * 1.35)} ${f(s * 0.78)} Z" fill="${hair}"/>`;
  }
  out += `<path d="M${f(cx - s * 0.36)} ${s} Q${f(cx - s * 0.34)} ${f(s * 0.7)} ${f(cx)} ${f(s * 0.68)} Q${f(cx + s * 0.34)} ${f(s * 0.7)} ${f(cx + s * 0.36)} ${s} Z" fill="${cloth}"/>`;
  out += `<rect x="${f(cx - s * 0.055)}" y="${f(headY + headRy * 0.6)}" width="${f(s * 0.11)}" height="${f(s * 0.14)}" rx="${f(s * 0.03)}" fill="${mix(skin, '#000000', 0.12)}"/>`;
  out += `<path d="M${f(cx - s * 0.1)} ${f(s * 0.69)} Q${f(cx)} ${f(s * 0.78)} ${f(cx + s * 0.1)} ${f(s * 0.69)}" fill="none" stroke="${mix(cloth, '#000000', 0.3)}" stroke-width="${f(s * 0.012)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${f(headRx)}" ry="${f(headRy)}" fill="${skin}"/>`;
  if (style === 'short' || style === 'long' || style === 'bun') {
    out += `<path d="M${f(cx - headRx * 1.05)} ${f(headY - headRy * 0.05)} Q${f(cx - headRx * 1.1)} ${f(headY - headRy * 1.25)} ${f(cx)} ${f(headY - headRy * 1.12)} Q${f(cx + headRx * 1.1)} ${f(headY - headRy * 1.25)} ${f(cx + headRx * 1.05)} ${f(headY - headRy * 0.05)} Q${f(cx + headRx * 0.6)} ${f(headY - headRy * 0.75)} ${f(cx - headRx * 0.2)} ${f(headY - headRy * 0.62)} Q${f(cx - headRx * 0.8)} ${f(headY - headRy * 0.5)} ${f(cx - headRx * 1.05)} ${f(headY - headRy * 0.05)} Z" fill="${hair}"/>`;
  }
  if (style === 'bun')
    out += `<circle cx="${f(cx)}" cy="${f(headY - headRy * 1.15)}" r="${f(headRx * 0.45)}" fill="${hair}"/>`;
  if (style === 'curly') {
    for (let k = 0; k < 11; k++) {
      const a = Math.PI + (k / 10) * Math.PI;
      out += `<circle cx="${f(cx + Math.cos(a) * headRx * 1.02)}" cy="${f(headY - headRy * 0.2 + Math.sin(a) * headRy * 0.95)}" r="${f(headRx * 0.3)}" fill="${hair}"/>`;
    }
  }
  // Abstract features: closed eyes as arcs, a small smile; and now and then a bindi, glasses or earrings.
  const eyeY = headY + headRy * 0.05;
  const line = `fill="none" stroke="${mix(skin, '#000000', 0.55)}" stroke-width="${f(s * 0.01)}" stroke-linecap="round"`;
  for (const side of [-1, 1]) {
    out += `<path d="M${f(cx + side * headRx * 0.5 - s * 0.025)} ${f(eyeY)} Q${f(cx + side * headRx * 0.5)} ${f(eyeY + s * 0.018)} ${f(cx + side * headRx * 0.5 + s * 0.025)} ${f(eyeY)}" ${line}/>`;
  }
  out += `<path d="M${f(cx - s * 0.04)} ${f(headY + headRy * 0.5)} Q${f(cx)} ${f(headY + headRy * 0.65)} ${f(cx + s * 0.04)} ${f(headY + headRy * 0.5)}" ${line}/>`;
  if (r.chance(0.3))
    out += `<circle cx="${f(cx)}" cy="${f(headY - headRy * 0.3)}" r="${f(s * 0.011)}" fill="#b5172b"/>`;
  if (r.chance(0.3)) {
    for (const side of [-1, 1]) {
      out += `<circle cx="${f(cx + side * headRx * 0.5)}" cy="${f(eyeY)}" r="${f(s * 0.045)}" fill="none" stroke="#1b1b1b" stroke-width="${f(s * 0.008)}"/>`;
    }
    out += `<line x1="${f(cx - headRx * 0.5 + s * 0.045)}" y1="${f(eyeY)}" x2="${f(cx + headRx * 0.5 - s * 0.045)}" y2="${f(eyeY)}" stroke="#1b1b1b" stroke-width="${f(s * 0.008)}"/>`;
  }
  if (r.chance(0.35)) {
    for (const side of [-1, 1]) {
      out += `<circle cx="${f(cx + side * headRx * 1.02)}" cy="${f(headY + headRy * 0.35)}" r="${f(s * 0.016)}" fill="#e0b13a"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${out}</svg>`;
}

/** An avatar picture as a PNG, 512 × 512. */
export function renderAvatar(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(renderAvatarSvg(seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
