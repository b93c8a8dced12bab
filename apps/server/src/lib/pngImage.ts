import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/**
 * Encodes an RGB raster as PNG (8-bit truecolor). Enough for the pictures Griot draws itself
 * (demo avatars), without a native image library.
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A round bot face on a coloured background: eyes, a smile and an antenna. */
export function botAvatarPng(background: Rgb, face: Rgb, size = 128): Buffer {
  const centre = size / 2;
  const radius = size * 0.34;
  const dark: Rgb = [31, 41, 55];
  return encodePng(size, size, (x, y) => {
    const dx = x - centre;
    const dy = y - centre - size * 0.05;
    const inFace = dx * dx + dy * dy < radius * radius;
    const eye = (ex: number) => (x - ex) ** 2 + (y - (centre - size * 0.06)) ** 2 < (size * 0.05) ** 2;
    const smile = Math.abs(Math.hypot(dx, dy + size * 0.02) - size * 0.16) < size * 0.02 && dy > size * 0.04;
    const antenna =
      Math.abs(x - centre) < size * 0.015 && y > centre - radius - size * 0.12 && y < centre - radius;
    const knob = (x - centre) ** 2 + (y - (centre - radius - size * 0.13)) ** 2 < (size * 0.035) ** 2;
    if (antenna || knob) return face;
    if (inFace && (eye(centre - size * 0.12) || eye(centre + size * 0.12) || smile)) return dark;
    return inFace ? face : background;
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
