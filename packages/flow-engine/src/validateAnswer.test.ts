import { describe, expect, it } from 'vitest';
import type { InboundEvent } from './engineTypes';
import { validateAnswer } from './validateAnswer';

const text = (value: string): InboundEvent => ({ type: 'text', text: value });
const storedValue = (...args: Parameters<typeof validateAnswer>) => {
  const check = validateAnswer(...args);
  return check.ok ? check.value : null;
};

describe('validateAnswer', () => {
  it('text: any non-empty text, trimmed; a tap gives its title', () => {
    expect(storedValue('text', text('  bonjour '))).toBe('bonjour');
    expect(validateAnswer('text', text('   ')).ok).toBe(false);
    expect(storedValue('text', { type: 'button', id: 'b', title: 'Oui' })).toBe('Oui');
    expect(validateAnswer('text', { type: 'location', latitude: 1, longitude: 2 }).ok).toBe(false);
  });

  it('interactive: a button or list reply only', () => {
    expect(storedValue('interactive', { type: 'button', id: 'b', title: 'Oui' })).toBe('Oui');
    expect(storedValue('interactive', { type: 'list', id: 'row-1' })).toBe('row-1');
    expect(validateAnswer('interactive', text('Oui')).ok).toBe(false);
  });

  it('audio: an audio media only', () => {
    expect(storedValue('audio', { type: 'media', mediaType: 'audio', url: 'https://a/1.ogg' })).toBe(
      'https://a/1.ogg',
    );
    expect(storedValue('audio', { type: 'media', mediaType: 'audio', mediaId: 'm1' })).toBe('m1');
    expect(validateAnswer('audio', { type: 'media', mediaType: 'image', url: 'https://a/1.png' }).ok).toBe(
      false,
    );
    expect(validateAnswer('audio', text('audio')).ok).toBe(false);
  });

  it('tel_sen: Senegalese numbers with optional prefix and spaces', () => {
    for (const good of [
      '771234567',
      '77 123 45 67',
      '+221 76 123 45 67',
      '00221701234567',
      '338201234',
      '781234567',
    ])
      expect(validateAnswer('tel_sen', text(good)).ok, good).toBe(true);
    expect(storedValue('tel_sen', text('+221 77 123 45 67'))).toBe('+221771234567');
    for (const bad of ['72 123 45 67', '77123456', '7712345678', '+33 612345678', 'abc', '221771234567'])
      expect(validateAnswer('tel_sen', text(bad)).ok, bad).toBe(false);
  });

  it('phone_number: 7 to 15 digits with an optional +', () => {
    expect(storedValue('phone_number', text('+33 6 12 34 56 78'))).toBe('+33612345678');
    expect(validateAnswer('phone_number', text('1234567')).ok).toBe(true);
    expect(validateAnswer('phone_number', text('123456')).ok).toBe(false);
    expect(validateAnswer('phone_number', text('1234567890123456')).ok).toBe(false);
    expect(validateAnswer('phone_number', text('12a4567')).ok).toBe(false);
  });

  it('alphabet: letters and spaces, accents allowed', () => {
    for (const good of ['Awa Diop', 'Élodie', 'Ndèye Fatou', "N'Diaye", 'Jean-Pierre'])
      expect(validateAnswer('alphabet', text(good)).ok, good).toBe(true);
    for (const bad of ['Awa2', 'a@b', '-', '12'])
      expect(validateAnswer('alphabet', text(bad)).ok, bad).toBe(false);
  });

  it('email: a simple pattern', () => {
    expect(storedValue('email', text(' awa@exemple.sn '))).toBe('awa@exemple.sn');
    for (const bad of ['awa@', 'awa exemple.sn', 'awa@exemple', '@exemple.sn'])
      expect(validateAnswer('email', text(bad)).ok, bad).toBe(false);
  });

  it('number: integer or decimal with a comma or a dot', () => {
    expect(storedValue('number', text('12,5'))).toBe('12.5');
    expect(storedValue('number', text('-3.25'))).toBe('-3.25');
    expect(storedValue('number', text('42'))).toBe('42');
    for (const bad of ['douze', '1,2,3', '1.', ''])
      expect(validateAnswer('number', text(bad)).ok, bad).toBe(false);
  });

  it('location: a location event as "lat,lng"', () => {
    expect(storedValue('location', { type: 'location', latitude: 14.69, longitude: -17.44 })).toBe(
      '14.69,-17.44',
    );
    expect(validateAnswer('location', text('Dakar')).ok).toBe(false);
  });
});
