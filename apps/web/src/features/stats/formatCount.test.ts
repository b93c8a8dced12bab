import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('keeps the singular for 0 and 1, as French does', () => {
    expect(formatCount(0, 'discussion', 'discussions')).toBe('0 discussion');
    expect(formatCount(1, 'discussion', 'discussions')).toBe('1 discussion');
  });

  it('uses the plural from 2, with spaced thousands', () => {
    expect(formatCount(2, 'utilisateur', 'utilisateurs')).toBe('2 utilisateurs');
    expect(formatCount(12500, 'message', 'messages')).toBe('12 500 messages');
  });
});
