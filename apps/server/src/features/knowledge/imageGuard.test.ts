import { describe, expect, it } from 'vitest';
import { bitmapText } from './bitmapText';
import { ExtractionError } from './extractionError';
import { EXTRACTION_LIMITS } from './extractionLimits';
import { checkImageSize, imageSize } from './imageGuard';
import { blankPng } from './knowledgeBombs';

/** A JPEG's first bytes up to its frame header: SOI, an APP0 segment, SOF0 (8 bits, height, width). */
function jpegHeader(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frameMarker, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return Buffer.from([0xff, 0xd8, 0xff, 0xff, ...app0, ...sof, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
}

describe('image guard', () => {
  it('reads the size of a PNG and of a JPEG (baseline or progressive) from their headers', async () => {
    expect(imageSize(bitmapText('AB', 2))).toEqual({ width: 2 * (2 * 6 + 8), height: 2 * 15 });
    expect(imageSize(await blankPng(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSize(jpegHeader(4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(jpegHeader(640, 480, 0xc2))).toEqual({ width: 640, height: 480 });
    expect(imageSize(Buffer.from('GIF89a'))).toBeUndefined();
    // A JPEG whose compressed data comes before any frame header has no size.
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
  });

  it('lets a phone photo through and refuses 20,000 × 20,000 pixels before decoding any', async () => {
    expect(checkImageSize(jpegHeader(4000, 3000), EXTRACTION_LIMITS)).toEqual({ width: 4000, height: 3000 });
    const huge = await blankPng(20_000, 20_000);
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    let refused: unknown;
    try {
      checkImageSize(huge, EXTRACTION_LIMITS);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ExtractionError);
    expect(refused instanceof ExtractionError && refused.cardText).toBe(
      'Ce fichier dépasse les limites d’extraction : image de 20\u202f000 × 20\u202f000 pixels, 25 mégapixels au maximum.',
    );
    expect(() => checkImageSize(jpegHeader(0, 0), EXTRACTION_LIMITS)).toThrow(
      'image illisible (dimensions introuvables)',
    );
  }, 30_000);
});
