import { describe, expect, it } from 'vitest';
import { tinyMp4 } from '../test/multipart';
import { detectFileType } from './detectFileType';

describe('detectFileType', () => {
  it('knows an MP4 video by its ftyp box, as bytes and as a disk-backed Blob', async () => {
    expect(await detectFileType(tinyMp4())).toEqual({ mime: 'video/mp4', extension: 'mp4' });
    expect(await detectFileType(new Blob([new Uint8Array(tinyMp4())]))).toEqual({
      mime: 'video/mp4',
      extension: 'mp4',
    });
  });

  it('does not take a QuickTime movie, or text named .mp4, for an MP4', async () => {
    const quickTime = Buffer.from(tinyMp4());
    // The same boxes with QuickTime's brand: Meta takes MP4 only.
    quickTime.write('qt  ', 8, 'latin1');
    quickTime.write('qt  ', 16, 'latin1');
    expect((await detectFileType(quickTime))?.mime).toBe('video/quicktime');
    expect(await detectFileType(Buffer.from('not a video, whatever its name'))).toBeUndefined();
  });
});
