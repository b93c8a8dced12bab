import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { dayLabel, formatRelative } from './chatDates';

// Thursday 26 November 2026, 08:00 UTC.
const now = Date.parse('2026-11-26T08:00:00Z');
const zone = 'Africa/Abidjan';

describe('the conversation list’s dates', () => {
  afterEach(() => switchLanguage('fr'));

  it('speak French by default', () => {
    expect(formatRelative('2026-11-26T07:59:30Z', now, zone)).toBe('à l’instant');
    expect(formatRelative('2026-11-26T07:55:00Z', now, zone)).toBe('il y a 5 minutes');
    expect(formatRelative('2026-11-25T19:46:00Z', now, zone)).toBe('hier');
    expect(dayLabel(new Date(now).toISOString(), now)).toBe('Aujourd’hui');
  });

  it('follow a switch to English, then Spanish', async () => {
    await switchLanguage('en');
    expect(formatRelative('2026-11-26T07:59:30Z', now, zone)).toBe('just now');
    expect(formatRelative('2026-11-26T07:55:00Z', now, zone)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-25T19:46:00Z', now, zone)).toBe('yesterday');
    expect(dayLabel(new Date(now - 86_400_000).toISOString(), now)).toBe('Yesterday');
    await switchLanguage('es');
    expect(formatRelative('2026-11-26T07:55:00Z', now, zone)).toBe('hace 5 minutos');
    expect(formatRelative('2026-11-25T19:46:00Z', now, zone)).toBe('ayer');
    expect(dayLabel(new Date(now).toISOString(), now)).toBe('Hoy');
  });
});
