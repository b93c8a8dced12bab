import { describe, expect, it } from 'vitest';
import { chunkText } from './chunkText';

describe('chunkText', () => {
  it('keeps a short text whole', () => {
    expect(chunkText('Nous livrons à Dakar.')).toEqual(['Nous livrons à Dakar.']);
  });

  it('cuts long texts on sentence boundaries, within the size, with an overlap', () => {
    const sentences = Array.from({ length: 60 }, (_, index) => `Phrase numéro ${index} sur la livraison.`);
    const chunks = chunkText(sentences.join(' '), 300, 80);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(300 + 80);
    // Every sentence is somewhere, and consecutive chunks share words.
    for (const sentence of sentences) expect(chunks.some((chunk) => chunk.includes(sentence))).toBe(true);
    for (let index = 1; index < chunks.length; index += 1) {
      const previousEnd = (chunks[index - 1] ?? '').slice(-40).split(' ').at(-1) ?? '';
      expect(chunks[index]).toContain(previousEnd);
    }
  });

  it('cuts a text without any punctuation too', () => {
    const chunks = chunkText('mot '.repeat(2000), 500, 100);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(600);
  });
});
