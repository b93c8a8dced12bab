import { describe, expect, it } from 'vitest';
import { inputText } from './inputText';

describe('inputText', () => {
  it('says what each kind of input says', () => {
    expect(inputText({ type: 'text', text: ' salut ' })).toBe('salut');
    expect(inputText({ type: 'button', id: 'menu', title: 'Menu' })).toBe('Menu');
    expect(inputText({ type: 'list', id: 'dakar' })).toBe('dakar');
    expect(inputText({ type: 'media', mediaType: 'image', url: 'https://i', caption: 'ma photo' })).toBe(
      'ma photo',
    );
    expect(inputText({ type: 'media', mediaType: 'video', mediaId: 'm1' })).toBe('m1');
    expect(inputText({ type: 'location', latitude: 14.7, longitude: -17.4 })).toBe('14.7,-17.4');
  });
});
