#!/usr/bin/env node
// node scripts/app-icons.mjs
//
// Draws the installable app's icons (apps/web/public/icons/*.png, named in the web app manifest of
// apps/web/vite.config.ts) from the Kala mark (apps/web/public/favicon.svg: a lotus on a terracotta tile). Run once
// when the mark changes; the PNGs are committed, so the build needs no image tooling.
//  - icon-<size>.png      purpose "any": the rounded tile on a transparent ground, as the favicon;
//  - maskable-<size>.png  purpose "maskable": the tile's colour to every edge and the lotus inside the central 80 %
//                         circle, the safe zone a launcher's mask never cuts (w3.org/TR/appmanifest/#icon-masks);
//  - apple-touch-icon.png iOS home screen: a full square (iOS rounds it itself, and shows black in transparency).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const TILE = '#b4441f';
const PAPER = '#fbf7f1';
const LOTUS = `<g fill="${PAPER}"><path d="M32 12c6 7 8 15 0 30-8-15-6-23 0-30z"/><path d="M14 26c9 0 15 5 17 17-11-3-17-9-17-17z" opacity=".85"/><path d="M50 26c-9 0-15 5-17 17 11-3 17-9 17-17z" opacity=".85"/><rect x="14" y="46" width="36" height="4" rx="2"/></g>`;

/** The favicon's drawing: a rounded tile. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${TILE}"/>${LOTUS}</svg>`;
/** Full bleed, the lotus scaled to 70 % around the centre: its drawing (14–50 wide, 12–50 high) stays in the safe zone. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TILE}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -31)">${LOTUS}</g></svg>`;

async function draw(svg, size, file) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await draw(rounded, size, `icon-${size}.png`);
  await draw(fullBleed(0.7), size, `maskable-${size}.png`);
}
await draw(fullBleed(0.8), 180, 'apple-touch-icon.png');
