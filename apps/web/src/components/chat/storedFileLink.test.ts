import { describe, expect, it } from 'vitest';
import { storedFileLink } from './messageContent';

describe('storedFileLink', () => {
  it('serves a bare storage key from /api/public and leaves paths and addresses alone', () => {
    expect(storedFileLink('media/inbox/ab12/logo.png')).toBe('/api/public/media/inbox/ab12/logo.png');
    expect(storedFileLink('/api/public/media/u.jpg')).toBe('/api/public/media/u.jpg');
    expect(storedFileLink('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(storedFileLink('')).toBe('');
  });
});
