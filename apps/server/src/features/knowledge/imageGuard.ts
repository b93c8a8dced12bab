import { ExtractionError, overLimit } from './extractionError';
import type { ExtractionLimits } from './extractionLimits';

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Refuses an image whose decoding would take more than the OCR may: a PNG of a few KB can declare
 * 30,000 × 30,000 pixels (3.6 GB once decoded). Its size is read from the header, nothing decoded.
 */
export function checkImageSize(data: Buffer, limits: Pick<ExtractionLimits, 'maxImagePixels'>): ImageSize {
  const size = imageSize(data);
  if (!size || size.width === 0 || size.height === 0) throw new ExtractionError('imageUnreadable');
  if (size.width * size.height > limits.maxImagePixels)
    throw overLimit('limitPixels', {
      width: size.width,
      height: size.height,
      maxMegapixels: Math.floor(limits.maxImagePixels / 1_000_000),
    });
  return size;
}

/** Width and height of a PNG (its IHDR chunk) or a JPEG (its first frame header); undefined otherwise. */
export function imageSize(data: Buffer): ImageSize | undefined {
  if (
    data.length >= 24 &&
    data.subarray(0, 8).equals(PNG_SIGNATURE) &&
    data.toString('latin1', 12, 16) === 'IHDR'
  )
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegSize(data);
  return undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT (C4), JPG (C8), DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the JPEG's segments up to its first frame header (each step moves forward: it ends). */
function jpegSize(data: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: restart markers, TEM, a stray SOI.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      offset += 2;
      continue;
    }
    // End of image, or the compressed data, before any frame header.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = data.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > data.length) return undefined;
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}
