import { describe, expect, it } from 'vitest';
import { chatbotAvatarUrl } from './chatbotAvatarUrl';

const origin = 'https://griot.example.sn';

describe('chatbotAvatarUrl', () => {
  it('keeps the placeholder local', () => {
    expect(chatbotAvatarUrl('/avatars/bot1.png', origin)).toBe('/avatars/bot1.png');
  });

  it('falls back to the placeholder without an avatar', () => {
    expect(chatbotAvatarUrl('', origin)).toBe('/avatars/bot1.png');
    expect(chatbotAvatarUrl(null, origin)).toBe('/avatars/bot1.png');
    expect(chatbotAvatarUrl(undefined, origin)).toBe('/avatars/bot1.png');
  });

  it('serves a stored avatar from the API host', () => {
    expect(chatbotAvatarUrl('avatars/abc.png', origin)).toBe(`${origin}/api/public/avatars/abc.png`);
    expect(chatbotAvatarUrl('/avatars/abc.png', `${origin}/`)).toBe(`${origin}/api/public/avatars/abc.png`);
  });

  it('does not repeat a public prefix the server already gave', () => {
    expect(chatbotAvatarUrl('/api/public/avatars/abc.png', origin)).toBe(
      `${origin}/api/public/avatars/abc.png`,
    );
    expect(chatbotAvatarUrl('public/avatars/abc.png', origin)).toBe(`${origin}/api/public/avatars/abc.png`);
  });

  it('keeps absolute, blob and data URLs', () => {
    expect(chatbotAvatarUrl('https://cdn.example/a.png', origin)).toBe('https://cdn.example/a.png');
    expect(chatbotAvatarUrl('blob:http://x/1', origin)).toBe('blob:http://x/1');
  });
});
