import { describe, expect, it } from 'vitest';
import { blockNameError } from './blockNameError';

describe('blockNameError', () => {
  it('requires a name of at most 20 characters', () => {
    expect(blockNameError('  ')).toBe('Le nom du bloc ne peut pas être vide');
    expect(blockNameError('a'.repeat(21))).toBe('Le nom ne peut pas dépasser 20 caractères');
    expect(blockNameError('a'.repeat(20))).toBeNull();
  });
});
