import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../../lib/i18n/displayLanguage';
import { conditionSummary, splitSummary, waitUntilSentence, waitUntilSummary } from './logicSummary';
import { splitShares } from './splitShares';
import { storedTime } from './waitTime';

const names: Record<string, string> = { 'livraison-aaaaaa': 'Livraison', 'retrait-bbbbbb': 'Retrait' };
const nameOf = (id: string) => names[id] ?? id;
const base = { type: 'condition' as const, join: 'and' as const, true_block: 'livraison-aaaaaa' };

describe('the decision elements’ summaries', () => {
  afterEach(() => switchLanguage('fr'));

  it('read a condition as a sentence, with its join and its blocks', () => {
    expect(
      conditionSummary({ ...base, rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }] }, nameOf),
    ).toBe('ville est égal à Dakar → Livraison');
    expect(
      conditionSummary(
        {
          ...base,
          join: 'or',
          false_block: 'retrait-bbbbbb',
          rules: [
            { variable: 'ville', operator: 'in', value: ['Dakar', 'Thiès'] },
            { variable: 'age', operator: 'set' },
          ],
        },
        nameOf,
      ),
    ).toBe('ville est l’une des valeurs Dakar, Thiès OU age est renseignée → Livraison, sinon Retrait');
    expect(
      conditionSummary(
        { ...base, true_block: '', rules: [{ variable: '', operator: 'eq', value: '' }] },
        nameOf,
      ),
    ).toBe('variable à choisir est égal à (vide) → bloc à choisir');
  });

  it('show a split’s shares and a wait’s time', () => {
    expect(splitShares([50, 50])).toEqual([50, 50]);
    expect(splitShares([1, 3])).toEqual([25, 75]);
    expect(splitShares([0, 0])).toEqual([0, 0]);
    expect(
      splitSummary(
        {
          type: 'split',
          branches: [
            { block: 'livraison-aaaaaa', weight: 30 },
            { block: '', weight: 10 },
          ],
        },
        nameOf,
      ),
    ).toBe('75 % Livraison · 25 % bloc à choisir');
    const wait = { type: 'wait_until' as const, cancel_on_reply: true };
    expect(waitUntilSummary({ ...wait, days: 2, at: '09:00' })).toBe('Dans 2 jours à 09:00');
    expect(waitUntilSummary({ ...wait, at: '18:30' })).toBe('À 18:30');
    expect(waitUntilSummary({ ...wait, days: 1 })).toBe('Dans 1 jour');
    expect(waitUntilSummary({ ...wait, days: 0 })).toBe('À compléter : heure ou nombre de jours');
    expect(waitUntilSentence({ ...wait, days: 2, at: '09:00' })).toBe(
      'Reprend dans 2 jours à 09:00 (heure de l’espace de travail).',
    );
    expect(storedTime('21:05:00')).toBe('21:05');
    expect(storedTime('')).toBeUndefined();
  });

  it('read in English and Spanish', async () => {
    const rule = { ...base, rules: [{ variable: 'age', operator: 'gte' as const, value: '18' }] };
    await switchLanguage('en');
    expect(conditionSummary(rule, nameOf)).toBe('age is greater than or equal to 18 → Livraison');
    expect(waitUntilSentence({ type: 'wait_until', days: 1, at: '09:00', cancel_on_reply: true })).toBe(
      'Resumes in 1 day at 09:00 (workspace time).',
    );
    await switchLanguage('es');
    expect(conditionSummary(rule, nameOf)).toBe('age es mayor o igual que 18 → Livraison');
  });
});
