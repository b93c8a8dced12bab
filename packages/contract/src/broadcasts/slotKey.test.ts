import { describe, expect, it } from 'vitest';
import { slotKey } from './slotKey';

describe('slotKey', () => {
  it("names a placeholder by its component and key, a button's by its index too", () => {
    expect(slotKey({ component: 'body', key: '1' } as never)).toBe('body.1');
    expect(slotKey({ component: 'header', key: 'first_name' } as never)).toBe('header.first_name');
    expect(slotKey({ component: 'button', index: 1, key: '1' } as never)).toBe('button.1.1');
    expect(slotKey({ component: 'button', key: '1' } as never)).toBe('button.0.1');
  });
});
