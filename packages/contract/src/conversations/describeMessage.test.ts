import { describe, expect, it } from 'vitest';
import { describeElement, describeEvent, preview } from './describeMessage';

describe('describeEvent', () => {
  it('reads a text, a choice by its title (else its id), a place and a medium', () => {
    expect(describeEvent({ type: 'text', text: 'Bonjour' })).toBe('Bonjour');
    expect(describeEvent({ type: 'button', id: 'blk_menu', title: 'Voir le menu' })).toBe('Voir le menu');
    expect(describeEvent({ type: 'list', id: 'row_2' })).toBe('row_2');
    expect(describeEvent({ type: 'location', latitude: 14.69, longitude: -17.44, name: 'Plateau' })).toBe(
      'Plateau',
    );
    expect(describeEvent({ type: 'location', latitude: 14.69, longitude: -17.44, address: 'Rue 10' })).toBe(
      'Rue 10',
    );
    expect(describeEvent({ type: 'location', latitude: 14.69, longitude: -17.44 })).toBe('📍 14.69, -17.44');
    expect(describeEvent({ type: 'media', mediaType: 'audio' })).toBe('🎤 Audio');
    expect(describeEvent({ type: 'media', mediaType: 'image', caption: 'Ma facture' })).toBe('Ma facture');
  });
});

describe('describeElement', () => {
  it('reads a sent element by its text, or its medium', () => {
    expect(describeElement({ type: 'text', message: 'Bienvenue' } as never)).toBe('Bienvenue');
    expect(describeElement({ type: 'document' } as never)).toBe('📄 Document');
  });
});

describe('preview', () => {
  it('keeps one line and cuts past 120 characters', () => {
    expect(preview('  Bonjour\n  à vous ')).toBe('Bonjour à vous');
    const cut = preview('a'.repeat(130));
    expect(cut).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
  });
});
