import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaSvg } from './captchaImage';

describe('captcha picture', () => {
  it('draws 6 characters from the unambiguous alphabet', () => {
    for (let run = 0; run < 50; run += 1) {
      const text = randomCaptchaText(6);
      expect(text).toHaveLength(6);
      expect([...text].every((character) => CAPTCHA_ALPHABET.includes(character))).toBe(true);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('renders a 200×70 SVG with one group of dots per character and no text', () => {
    const svg = renderCaptchaSvg('AB23XY');
    expect(svg).toMatch(/^<svg[^>]+width="200" height="70"/);
    expect(svg.match(/<g /g)).toHaveLength(6);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('AB23XY');
  });

  it('draws every character of the alphabet', () => {
    expect(() => renderCaptchaSvg(CAPTCHA_ALPHABET.slice(0, 16))).not.toThrow();
    expect(() => renderCaptchaSvg(CAPTCHA_ALPHABET.slice(16))).not.toThrow();
    expect(() => renderCaptchaSvg('0')).toThrow();
  });
});
