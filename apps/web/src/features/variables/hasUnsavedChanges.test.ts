import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from './hasUnsavedChanges';

const saved = [{ id: 'age', slug: 'Age', type: 'text' }];

describe('hasUnsavedChanges', () => {
  it('is false for the confirmed list, spaces around values aside', () => {
    expect(hasUnsavedChanges([{ key: 'a', id: 'age ', slug: ' Age', type: 'text' }], saved)).toBe(false);
    expect(hasUnsavedChanges([], [])).toBe(false);
  });

  it('sees an addition, a removal and each edited field', () => {
    expect(hasUnsavedChanges([], saved)).toBe(true);
    expect(hasUnsavedChanges([{ key: 'a', id: 'âge', slug: 'Age', type: 'text' }], saved)).toBe(true);
    expect(hasUnsavedChanges([{ key: 'a', id: 'age', slug: 'Âge', type: 'text' }], saved)).toBe(true);
    expect(hasUnsavedChanges([{ key: 'a', id: 'age', slug: 'Age', type: 'location' }], saved)).toBe(true);
  });
});
