import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { botAvatarPng, encodePng } from './pngImage';

describe('encodePng', () => {
  it('writes a PNG that file-type recognises, with its size in the header', async () => {
    const png = encodePng(3, 2, () => [255, 0, 0]);
    expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
  });

  it('draws different avatars for different colours', () => {
    expect(
      botAvatarPng([15, 145, 123], [255, 174, 56]).equals(botAvatarPng([99, 102, 241], [255, 255, 255])),
    ).toBe(false);
  });
});
