import { describe, expect, it } from 'vitest';
import { checkMediaFile, mediaSource, publicFilePath } from './checkMediaFile';

const MB = 1024 * 1024;

describe('checkMediaFile', () => {
  it('accepts PNG/JPG/JPEG images up to 5 MB and refuses CSV first', () => {
    expect(checkMediaFile('image', { name: 'a.PNG', type: 'image/png', size: MB })).toBeNull();
    expect(checkMediaFile('image', { name: 'a.csv', type: 'text/csv', size: 10 })).toBe('CSV not allowed');
    expect(checkMediaFile('image', { name: 'a.gif', type: 'image/gif', size: 10 })).toMatch(
      /PNG, JPG et JPEG/,
    );
    expect(checkMediaFile('image', { name: 'a.jpg', type: 'image/jpeg', size: 6 * MB })).toMatch(
      /6,0 Mo.*5 Mo/,
    );
  });

  it('accepts PDF up to 15 MB and MP3/WAV/OGG up to 10 MB', () => {
    expect(checkMediaFile('document', { name: 'a.pdf', type: 'application/pdf', size: 15 * MB })).toBeNull();
    expect(checkMediaFile('document', { name: 'a.docx', type: '', size: 1 })).toMatch(/PDF/);
    expect(checkMediaFile('audio', { name: 'a.ogg', type: 'audio/ogg', size: MB })).toBeNull();
    expect(checkMediaFile('audio', { name: 'a.mp3', type: 'audio/mpeg', size: 11 * MB })).toMatch(/10 Mo/);
  });

  it('builds the public link from the file path', () => {
    // A path, not the host of the day: the flow keeps its media on another port or PUBLIC_URL.
    expect(publicFilePath('/uploads/a.png')).toBe('/api/public/uploads/a.png');
    expect(publicFilePath('media/images/a.png')).toBe('/api/public/media/images/a.png');
    expect(mediaSource('https://h', '/api/public/a.png')).toBe('https://h/api/public/a.png');
    expect(mediaSource('https://h', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
