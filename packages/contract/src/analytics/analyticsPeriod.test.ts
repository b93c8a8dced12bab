import { describe, expect, it } from 'vitest';
import { analyticsPeriodSchema, lastAllowedDay } from './analyticsSchemas';

describe('the analytics period', () => {
  it('takes two real days, both included, up to 24 months', () => {
    expect(analyticsPeriodSchema.safeParse({ from: '2026-10-01', to: '2026-10-31' }).success).toBe(true);
    expect(lastAllowedDay('2025-01-01')).toBe('2026-12-31');
    expect(analyticsPeriodSchema.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(
      analyticsPeriodSchema.safeParse({ from: '2025-01-01', to: '2027-01-01' }).error?.issues[0]?.message,
    ).toBe('La période ne peut pas dépasser 24 mois.');
    expect(
      analyticsPeriodSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).error?.issues[0]?.message,
    ).toMatch(/début doit précéder/);
  });

  it('refuses days that are not days in French, without throwing on what it cannot compare', () => {
    for (const [from, to] of [
      ['[false,false]', 'valeur'],
      ['2026-02-30', '2026-03-01'],
      ['2026-10-01', '9999-99-99'],
    ]) {
      const parsed = analyticsPeriodSchema.safeParse({ from, to });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
        'Date invalide : utilisez le format AAAA-MM-JJ.',
      );
    }
    expect(lastAllowedDay('valeur')).toBe('');
  });
});
