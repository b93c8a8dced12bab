import { describe, expect, it } from 'vitest';
import { parseWhatsAppFormatting } from './whatsAppFormatting';

describe('parseWhatsAppFormatting', () => {
  it('reads bold, italic, strikethrough and monospace', () => {
    expect(parseWhatsAppFormatting('Promo *-20 %* _ce soir_ ~10 000~ ```CODE```')).toEqual([
      { kind: 'text', text: 'Promo ' },
      { kind: 'bold', children: [{ kind: 'text', text: '-20 %' }] },
      { kind: 'text', text: ' ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'ce soir' }] },
      { kind: 'text', text: ' ' },
      { kind: 'strike', children: [{ kind: 'text', text: '10 000' }] },
      { kind: 'text', text: ' ' },
      { kind: 'mono', text: 'CODE' },
    ]);
  });

  it('nests markers', () => {
    expect(parseWhatsAppFormatting('*_Tabaski_*')).toEqual([
      { kind: 'bold', children: [{ kind: 'italic', children: [{ kind: 'text', text: 'Tabaski' }] }] },
    ]);
  });

  it('leaves markers inside words, around spaces, unclosed or across lines as text', () => {
    for (const text of ['2*3*4', 'snake_case_name', '* pas gras *', '*ouvert', '*ligne\nsuivante*', '**'])
      expect(parseWhatsAppFormatting(text)).toEqual([{ kind: 'text', text }]);
  });

  it('closes a marker before punctuation', () => {
    expect(parseWhatsAppFormatting('Bonjour *Awa*, merci !')).toEqual([
      { kind: 'text', text: 'Bonjour ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'Awa' }] },
      { kind: 'text', text: ', merci !' },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(parseWhatsAppFormatting('')).toEqual([]);
  });
});
