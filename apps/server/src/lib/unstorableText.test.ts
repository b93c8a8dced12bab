import { describe, expect, it } from 'vitest';
import { hasUnstorableText, replaceUnstorableText } from './unstorableText';

describe('unstorable text', () => {
  it('finds a NUL or a lone surrogate anywhere in a JSON value, keys included', () => {
    expect(hasUnstorableText('Bonjour')).toBe(false);
    expect(hasUnstorableText('emoji 👋🏾 et accents é')).toBe(false);
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText({ deep: [{ text: 'x\ud83d' }] })).toBe(true);
    expect(hasUnstorableText({ deep: [{ text: '\udc4bx' }] })).toBe(true);
    expect(hasUnstorableText({ 'clé\u0000': 1 })).toBe(true);
    expect(hasUnstorableText([1, true, null, { ok: 'oui' }])).toBe(false);
  });

  it('reads a string that is JSON itself, where an escape becomes a NUL once parsed', () => {
    expect(hasUnstorableText(['data', '{"bot_name":"a\\u0000b"}'])).toBe(true);
    expect(hasUnstorableText({ conditions: '[{"value":"\\ud83d"}]' })).toBe(true);
    expect(hasUnstorableText('{"bot_name":"\\u00e9t\\u00e9"}')).toBe(false);
    expect(hasUnstorableText('{"pas du json \\u0000')).toBe(false);
  });

  it('walks deep nesting without recursion', () => {
    let deep: unknown = 'fin\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(true);
  });

  it('replaces them with U+FFFD and keeps everything else', () => {
    expect(
      replaceUnstorableText({ text: { body: 'Je veux\u0000 un wax 👋🏾' }, 'k\u0000': ['\ud83d', 3] }),
    ).toEqual({ text: { body: 'Je veux\ufffd un wax 👋🏾' }, 'k\ufffd': ['\ufffd', 3] });
  });

  it('hands back a clean value as it is, and reads a Buffer as bytes, not as keys', () => {
    const clean = { entry: [{ text: { body: 'Bonjour 👋🏾' } }] };
    expect(replaceUnstorableText(clean)).toBe(clean);
    const keys: string[] = [];
    const probe = new Proxy(Buffer.from('x'.repeat(64)), {
      ownKeys: (target) => {
        keys.push('read');
        return Reflect.ownKeys(target);
      },
    });
    expect(hasUnstorableText(probe)).toBe(false);
    expect(keys).toEqual([]);
  });
});
