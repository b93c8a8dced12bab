import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { formatLastActivity, formatRelativeActivity } from './endUserDates';
import { endUserTexts } from './endUserTexts';

describe('end-user activity dates', () => {
  afterEach(() => switchLanguage('fr'));

  it('writes the spec’s absolute form with French months', () => {
    expect(formatLastActivity(new Date(2026, 10, 24, 9, 5).toISOString())).toBe('nov. 24, 2026 - 09:05');
    expect(formatLastActivity(new Date(2026, 1, 3, 18, 40).toISOString())).toBe('févr. 3, 2026 - 18:40');
  });

  it('says an imported contact who never wrote has no activity, in each language', async () => {
    expect(formatLastActivity(null)).toBe('Aucune activité');
    expect(formatRelativeActivity(null)).toBe('Aucune activité');
    await switchLanguage('en');
    expect(formatLastActivity(null)).toBe('No activity yet');
    await switchLanguage('es');
    expect(formatRelativeActivity(null)).toBe('Sin actividad');
  });

  it('writes it with English and Spanish months after a switch', async () => {
    await switchLanguage('en');
    expect(formatLastActivity(new Date(2026, 10, 24, 9, 5).toISOString())).toBe('Nov 24, 2026 - 09:05');
    await switchLanguage('es');
    expect(formatLastActivity(new Date(2026, 1, 3, 18, 40).toISOString())).toBe('3 feb 2026 - 18:40');
  });
});

describe('the end-users texts', () => {
  afterEach(() => switchLanguage('fr'));

  it('count interactions in each language', async () => {
    const interactions = (count: number) =>
      endUserTexts.row.interactions({ count, formatted: String(count) });
    expect(interactions(1)).toBe('1 interaction');
    expect(interactions(12)).toBe('12 interactions');
    await switchLanguage('en');
    expect(interactions(1)).toBe('1 interaction');
    expect(interactions(0)).toBe('0 interactions');
    expect(endUserTexts.table.perPage({ count: 25 })).toBe('25 per page');
    await switchLanguage('es');
    expect(interactions(2)).toBe('2 interacciones');
    expect(endUserTexts.row.actionsFor({ name: 'Awa' })).toBe('Acciones para Awa');
  });
});
