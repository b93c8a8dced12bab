import { encodePng } from '../../lib/pngImage';

/** 5×7 capitals, one string per row ('#' = ink): enough to draw test images for the OCR. */
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

/**
 * A PNG of `text` in block capitals, black on white, each font dot `scale` pixels: a real image
 * for the OCR tests, made without any binary fixture.
 */
export function bitmapText(text: string, scale = 8): Buffer {
  const characters = [...text.toUpperCase()].map((character) => GLYPHS[character] ?? GLYPHS[' ']);
  const margin = 4;
  const columns = characters.length * 6 + margin * 2;
  const rows = 7 + margin * 2;
  return encodePng(columns * scale, rows * scale, (x, y) => {
    const column = Math.floor(x / scale) - margin;
    const row = Math.floor(y / scale) - margin;
    if (row < 0 || row >= 7 || column < 0) return [255, 255, 255];
    const glyph = characters[Math.floor(column / 6)];
    const ink = glyph?.[row]?.[column % 6] === '#';
    return ink ? [0, 0, 0] : [255, 255, 255];
  });
}
