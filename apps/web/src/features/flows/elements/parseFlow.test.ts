import { describe, expect, it } from 'vitest';
import { parseFlow } from './parseFlow';

describe('parseFlow', () => {
  it('keeps valid elements with distinct keys and counts the unreadable ones', () => {
    const { items, unreadable } = parseFlow([
      { type: 'text', message: 'Bonjour' },
      { type: 'delay', timmer: 3 },
      { type: 'inconnu' },
      { message: 'sans type' },
    ]);
    expect(items.map((item) => item.element.type)).toEqual(['text', 'delay']);
    expect(items[1]?.element).toMatchObject({ timmer: '3' });
    expect(new Set(items.map((item) => item.key)).size).toBe(2);
    expect(unreadable).toBe(2);
  });
});
