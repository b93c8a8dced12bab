import { randomInt } from 'node:crypto';

/** Characters a person reads without doubt: no 0/O, 1/I. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 5×7 dot-matrix font, one string of 35 bits per character, row by row. */
const GLYPHS: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
};

const WIDTH = 200;
const HEIGHT = 70;
const DOT = 3.6;

export function randomCaptchaText(length: number): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Draws `text` as a 200×70 SVG: each character a jittered dot matrix, tilted and shifted, over
 * noise lines and dots. The characters exist only as shapes, never as text in the document, so a
 * client must read the picture as a person does.
 */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i += 1) parts.push(noiseLine(0.35));
  const cell = WIDTH / (text.length + 1);
  [...text].forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`No captcha glyph for ${character}`);
    const x = cell * (index + 0.5) + randomInt(-3, 4);
    const y = 14 + randomInt(-5, 6);
    const angle = randomInt(-22, 23);
    const hue = randomInt(0, 360);
    const dots: string[] = [];
    for (let bit = 0; bit < glyph.length; bit += 1) {
      if (glyph[bit] !== '1') continue;
      const cx = (bit % 5) * DOT * 1.1 + jitter();
      const cy = Math.floor(bit / 5) * DOT * 1.1 + jitter();
      dots.push(`<rect x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" width="${DOT}" height="${DOT}" rx="1"/>`);
    }
    parts.push(
      `<g transform="translate(${x.toFixed(1)} ${y}) rotate(${angle} 10 14)" fill="hsl(${hue} 65% 32%)">${dots.join('')}</g>`,
    );
  });
  for (let i = 0; i < 4; i += 1) parts.push(noiseLine(0.55));
  for (let i = 0; i < 40; i += 1) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1.2" fill="hsl(${randomInt(360)} 50% 45%)" opacity="0.6"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

function jitter(): number {
  return randomInt(-40, 41) / 100;
}

function noiseLine(opacity: number): string {
  const y1 = randomInt(HEIGHT);
  const y2 = randomInt(HEIGHT);
  return `<path d="M0 ${y1} Q ${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${WIDTH} ${y2}" stroke="hsl(${randomInt(360)} 45% 50%)" stroke-width="${randomInt(1, 3)}" fill="none" opacity="${opacity}"/>`;
}
