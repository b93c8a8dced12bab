import { describe, expect, it } from 'vitest';
import { framePage } from '../test/framePage';
import { avatarSource, initials, showBot } from './botHeader';

describe("the bot's header", () => {
  it('shows initials of up to two words', () => {
    expect(initials('awa  boutique dakar')).toBe('AB');
    expect(initials('Téranga')).toBe('T');
    expect(initials('  ')).toBe('?');
  });

  it('finds the avatar among the public files, or takes an http(s) address as it is', () => {
    expect(avatarSource('u1/avatar.png')).toBe('/api/public/u1/avatar.png');
    expect(avatarSource('/api/public/u1/avatar.png')).toBe('/api/public/u1/avatar.png');
    expect(avatarSource('public/u1/avatar.png')).toBe('/api/public/u1/avatar.png');
    expect(avatarSource('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(avatarSource('/avatars/robot.svg')).toBeNull();
    expect(avatarSource('')).toBeNull();
    expect(avatarSource(null)).toBeNull();
  });

  it("names the chat and the page, with the avatar's image or the initials", () => {
    const page = framePage();
    showBot(page.name, page.avatar, 'Awa Boutique', '');
    expect(page.name.textContent).toBe('Awa Boutique');
    expect(document.title).toBe('Awa Boutique');
    expect(page.avatar.textContent).toBe('AB');

    showBot(page.name, page.avatar, '', 'u1/avatar.png');
    expect(page.name.textContent).toBe('Discussion');
    const image = page.avatar.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/public/u1/avatar.png');
    expect(image.alt).toBe('');
    image.dispatchEvent(new Event('error'));
    expect(page.avatar.querySelector('img')).toBeNull();
    expect(page.avatar.textContent).toBe('D');
  });
});
