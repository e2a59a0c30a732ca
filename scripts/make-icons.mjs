#!/usr/bin/env node
// Draws the app's emblem (a gold four-pointed star in a gold ring over a blue disc, on the
// table's dark felt) into the PNG icons of the web app manifest, using only Node built-ins.
// Run `node scripts/make-icons.mjs`; the PNGs are committed in public/icons/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const FELT = [0x14, 0x16, 0x1c];
const PANEL = [0x1f, 0x23, 0x2c];
const GOLD = [0xff, 0xd1, 0x66];
const BLUE = [0x2d, 0x5b, 0xd1];

// ---- PNG encoding ---------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** RGBA pixels (Uint8Array, width*height*4) to a PNG file. */
function png(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- The emblem, as coverage functions over [-1, 1]² ----------------------------------
/** Inside a four-pointed star: |x|^p + |y|^p <= 1 with p < 1 gives concave sides. */
function inStar(x, y, r) {
  const p = 0.55;
  return Math.abs(x / r) ** p + Math.abs(y / r) ** p <= 1;
}
function inRoundedSquare(x, y, half, radius) {
  const dx = Math.max(Math.abs(x) - (half - radius), 0);
  const dy = Math.max(Math.abs(y) - (half - radius), 0);
  return Math.abs(x) <= half && Math.abs(y) <= half && dx * dx + dy * dy <= radius * radius;
}

/** The colour at a point, or null for transparent; a maskable icon keeps the emblem in its safe zone. */
function colourAt(x, y, { maskable }) {
  if (!maskable && !inRoundedSquare(x, y, 1, 0.22)) return null;
  const s = maskable ? 0.62 : 0.82;
  const u = x / s;
  const v = y / s;
  const d = Math.hypot(u, v);
  // A small diagonal star behind the main one, then the main star, the ring, the disc.
  if (inStar(u, v, 0.86)) return GOLD;
  const ru = (u + v) / Math.SQRT2;
  const rv = (u - v) / Math.SQRT2;
  if (inStar(ru, rv, 0.62)) return GOLD;
  if (d <= 0.92 && d >= 0.8) return GOLD;
  if (d < 0.8) return BLUE;
  if (maskable) return FELT;
  return d < 1.08 ? PANEL : FELT;
}

function draw(size, options) {
  const rgba = new Uint8Array(size * size * 4);
  const N = 4; // supersampling per axis, for smooth edges
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const x = ((px + (sx + 0.5) / N) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / N) / size) * 2 - 1;
          const c = colourAt(x, y, options);
          if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (N * N)) * 255);
    }
  }
  return png(size, size, rgba);
}

const ICONS = [
  ['icon-192.png', 192, { maskable: false }],
  ['icon-512.png', 512, { maskable: false }],
  ['icon-maskable-512.png', 512, { maskable: true }],
  ['apple-touch-icon-180.png', 180, { maskable: true }],
  ['favicon-32.png', 32, { maskable: false }],
];

mkdirSync(OUT, { recursive: true });
for (const [name, size, options] of ICONS) {
  const file = join(OUT, name);
  writeFileSync(file, draw(size, options));
  console.log(`wrote ${file}`);
}
