import { describe, expect, it } from 'vitest';
import { validateAvatarFile } from './validateAvatarFile';

describe('validateAvatarFile', () => {
  it('accepts JPG, JPEG and PNG up to 5 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/jpg', size: 1 })).toBeNull();
  });

  it('refuses any other type', () => {
    for (const type of ['image/gif', 'image/webp', 'application/pdf', '']) {
      expect(validateAvatarFile({ type, size: 10 })).toBe(
        'Format non supporté. Veuillez utiliser JPG, JPEG ou PNG',
      );
    }
  });

  it('refuses a file over 5 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      "L'image dépasse la taille maximale de 5 Mo",
    );
  });
});
