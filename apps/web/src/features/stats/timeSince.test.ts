import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { timeSince } from './timeSince';

const now = new Date('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeSince', () => {
  it("says 'maintenant' under one minute", () => {
    expect(timeSince(ago(0), now)).toBe('maintenant');
    expect(timeSince(ago(59_999), now)).toBe('maintenant');
  });

  it('counts whole minutes under an hour', () => {
    expect(timeSince(ago(60_000), now)).toBe('il y a 1 min');
    expect(timeSince(ago(59 * 60_000 + 59_000), now)).toBe('il y a 59 min');
  });

  it('counts whole hours under a day', () => {
    expect(timeSince(ago(3_600_000), now)).toBe('il y a 1 h');
    expect(timeSince(ago(23.9 * 3_600_000), now)).toBe('il y a 23 h');
  });

  it('counts whole days beyond', () => {
    expect(timeSince(ago(86_400_000), now)).toBe('il y a 1 j');
    expect(timeSince(ago(45 * 86_400_000), now)).toBe('il y a 45 j');
  });

  it("reads a date in the future as 'maintenant'", () => {
    expect(timeSince(ago(-30_000), now)).toBe('maintenant');
  });

  it('accepts Date objects and timestamps', () => {
    expect(timeSince(new Date(now.getTime() - 120_000), now.getTime())).toBe('il y a 2 min');
  });

  it('speaks the language shown', async () => {
    await switchLanguage('en');
    expect(timeSince(ago(0), now)).toBe('now');
    expect(timeSince(ago(120_000), now)).toBe('2 min ago');
    expect(timeSince(ago(86_400_000), now)).toBe('1 day ago');
    await switchLanguage('es');
    expect(timeSince(ago(3 * 86_400_000), now)).toBe('hace 3 días');
  });

  afterEach(() => switchLanguage('fr'));

  it('gives an empty string for an unreadable date', () => {
    expect(timeSince('pas une date', now)).toBe('');
  });
});
