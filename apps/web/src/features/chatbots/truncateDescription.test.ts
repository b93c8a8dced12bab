import { describe, expect, it } from 'vitest';
import { truncateDescription } from './truncateDescription';

describe('truncateDescription', () => {
  it('keeps a text of 100 characters or fewer as is', () => {
    const text = 'a'.repeat(100);
    expect(truncateDescription(text)).toBe(text);
    expect(truncateDescription('  Bonjour  ')).toBe('Bonjour');
  });

  it('cuts a longer text at 100 characters and adds an ellipsis', () => {
    const result = truncateDescription('b'.repeat(150));
    expect(result).toBe(`${'b'.repeat(100)}…`);
  });

  it('does not split an emoji', () => {
    expect(truncateDescription(`${'c'.repeat(99)}🤖🤖`)).toBe(`${'c'.repeat(99)}🤖…`);
  });

  it('shows an empty description as empty', () => {
    expect(truncateDescription('')).toBe('');
  });
});
