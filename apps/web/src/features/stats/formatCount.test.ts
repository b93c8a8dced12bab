import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { formatCount } from './formatCount';
import { statsTexts } from './statsTexts';

describe('formatCount', () => {
  afterEach(() => switchLanguage('fr'));

  it('keeps the singular for 0 and 1, as French does', () => {
    expect(formatCount(statsTexts.counts.discussions, 0)).toBe('0 discussion');
    expect(formatCount(statsTexts.counts.discussions, 1)).toBe('1 discussion');
  });

  it('uses the plural from 2, with spaced thousands', () => {
    expect(formatCount(statsTexts.counts.users, 2)).toBe('2 utilisateurs');
    expect(formatCount(statsTexts.counts.messages, 12500)).toBe('12 500 messages');
  });

  it('follows English rules in English: 0 is plural, thousands by a comma', async () => {
    await switchLanguage('en');
    expect(formatCount(statsTexts.counts.discussions, 0)).toBe('0 discussions');
    expect(formatCount(statsTexts.counts.users, 1)).toBe('1 user');
    expect(formatCount(statsTexts.counts.messages, 12500)).toBe('12,500 messages');
  });
});
