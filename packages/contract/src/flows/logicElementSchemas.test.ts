import { describe, expect, it } from 'vitest';
import { elementGaps } from './elementGaps';
import { type FlowElementInput, flowElementSchema } from './flowElementSchemas';
import { outboundLinks } from './flowLinks';
import { conditionElementSchema, splitElementSchema, waitUntilElementSchema } from './logicElementSchemas';

/** The French message of the first issue, as the save's 400 would carry it. */
function refusal(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return (result.error as { issues: { message: string }[] }).issues[0]?.message;
}

const branch = (block: string, weight: unknown) => ({ block, weight });

describe('condition schema', () => {
  it('accepts every operator, with a text, a list or no value, and fills the defaults', () => {
    const parsed = conditionElementSchema.parse({
      type: 'condition',
      rules: [
        { variable: ' ville ', operator: 'eq', value: '{{first_name}}' },
        { variable: 'ville', operator: 'in', value: [' Dakar ', 'Thiès'] },
        { variable: 'ville', operator: 'set' },
      ],
    });
    expect(parsed).toMatchObject({ join: 'and', true_block: '' });
    expect(parsed.false_block).toBeUndefined();
    expect(parsed.rules[0]?.variable).toBe('ville');
    expect(parsed.rules[1]?.value).toEqual(['Dakar', 'Thiès']);
    for (const operator of [
      'eq',
      'ne',
      'contains',
      'starts_with',
      'gt',
      'lt',
      'gte',
      'lte',
      'set',
      'empty',
      'in',
    ])
      expect(
        conditionElementSchema.safeParse({ type: 'condition', rules: [{ variable: 'v', operator }] }).success,
      ).toBe(true);
  });

  it('refuses an unknown operator or join, too many rules or values, a value too long — in French', () => {
    const rule = { variable: 'v', operator: 'eq', value: 'x' };
    expect(
      refusal(conditionElementSchema, { type: 'condition', rules: [{ ...rule, operator: 'like' }] }),
    ).toBe('Choisissez un opérateur de la liste.');
    expect(refusal(conditionElementSchema, { type: 'condition', rules: [rule], join: 'xor' })).toBe(
      'Les règles se joignent par ET ou par OU.',
    );
    expect(refusal(conditionElementSchema, { type: 'condition', rules: Array(11).fill(rule) })).toBe(
      'Une condition compte 10 règles au plus.',
    );
    expect(
      refusal(conditionElementSchema, { type: 'condition', rules: Array(10).fill(rule) }),
    ).toBeUndefined();
    expect(
      refusal(conditionElementSchema, {
        type: 'condition',
        rules: [{ ...rule, operator: 'in', value: Array.from({ length: 51 }, (_u, n) => `v${n}`) }],
      }),
    ).toBe('La liste de valeurs compte 50 valeurs au plus.');
    expect(
      refusal(conditionElementSchema, { type: 'condition', rules: [{ ...rule, value: 'x'.repeat(501) }] }),
    ).toBe('Une valeur de condition fait 500 caractères au plus.');
  });
});

describe('split schema', () => {
  it('accepts 2 to 4 branches of positive weights up to 100', () => {
    expect(
      splitElementSchema.safeParse({ type: 'split', branches: [branch('a', 70), branch('b', 30)] }).success,
    ).toBe(true);
    expect(
      splitElementSchema.safeParse({
        type: 'split',
        branches: [branch('a', 0.5), branch('b', 100), branch('c', 1), branch('', 1)],
      }).success,
    ).toBe(true);
  });

  it('refuses a weight ≤ 0, above 100 or not a number, with the French message', () => {
    for (const weight of [0, -5, 101, Number.NaN, Number.POSITIVE_INFINITY, '50', null])
      expect(
        refusal(splitElementSchema, { type: 'split', branches: [branch('a', weight), branch('b', 50)] }),
      ).toBe('Le poids de chaque branche doit être un nombre positif (100 au plus).');
  });

  it('refuses 1 branch or 5 branches', () => {
    const message = 'Un test A/B compte de 2 à 4 branches.';
    expect(refusal(splitElementSchema, { type: 'split', branches: [branch('a', 1)] })).toBe(message);
    expect(
      refusal(splitElementSchema, {
        type: 'split',
        branches: ['a', 'b', 'c', 'd', 'e'].map((b) => branch(b, 20)),
      }),
    ).toBe(message);
  });
});

describe('wait_until schema', () => {
  it('accepts HH:MM, days from 0 to 90, both; cancel_on_reply defaults to true', () => {
    expect(waitUntilElementSchema.parse({ type: 'wait_until', at: '09:30' }).cancel_on_reply).toBe(true);
    for (const at of ['00:00', '23:59', '19:05'])
      expect(waitUntilElementSchema.safeParse({ type: 'wait_until', at }).success).toBe(true);
    expect(
      waitUntilElementSchema.parse({ type: 'wait_until', at: '08:00', days: 90, cancel_on_reply: false }),
    ).toMatchObject({ days: 90, cancel_on_reply: false });
  });

  it('refuses a bad HH:MM and days out of range, in French', () => {
    for (const at of ['24:00', '9:30', '09:60', '0930', '09:30:00', ' 09:30', 'midi', ''])
      expect(refusal(waitUntilElementSchema, { type: 'wait_until', at }), at).toBe(
        'L’heure doit s’écrire HH:MM, de 00:00 à 23:59.',
      );
    for (const days of [-1, 91, 1.5, '2'])
      expect(refusal(waitUntilElementSchema, { type: 'wait_until', days })).toBe(
        'Le nombre de jours est un entier de 0 à 90.',
      );
  });

  it('is part of the element union, as are the other two', () => {
    for (const type of ['condition', 'split', 'wait_until'])
      expect(flowElementSchema.safeParse({ type }).error?.issues[0]?.message).not.toBe(
        'Type d’élément inconnu.',
      );
  });
});

describe('elementGaps of the logic elements', () => {
  const gaps = (input: FlowElementInput) => elementGaps(flowElementSchema.parse(input));

  it('condition: no rule, a rule without variable or value, no true block', () => {
    expect(gaps({ type: 'condition', rules: [] })).toEqual([
      'La condition n’a aucune règle.',
      'Aucun bloc n’est choisi pour le cas où la condition est vraie.',
    ]);
    expect(
      gaps({
        type: 'condition',
        rules: [
          { variable: '', operator: 'eq', value: 'x' },
          { variable: 'ville', operator: 'eq' },
          { variable: 'ville', operator: 'in', value: [' ', ''] },
          { variable: 'ville', operator: 'in', value: 'Dakar' },
        ],
        true_block: 'oui',
      }),
    ).toEqual([
      'La règle 1 ne porte sur aucune variable.',
      'La règle 2 n’a pas de valeur à comparer.',
      'La règle 3 n’a pas de valeur à comparer.',
      'La règle 4 n’a pas de valeur à comparer.',
    ]);
  });

  it('condition: complete with set/empty without value, = with an empty text, a list for in', () => {
    expect(
      gaps({
        type: 'condition',
        rules: [
          { variable: 'ville', operator: 'set' },
          { variable: 'ville', operator: 'empty' },
          { variable: 'ville', operator: 'eq', value: '' },
          { variable: 'ville', operator: 'in', value: ['Dakar'] },
        ],
        true_block: 'oui',
      }),
    ).toEqual([]);
  });

  it('condition: a list left on a single-value operator is a gap (the engine could not compare it)', () => {
    expect(
      gaps({
        type: 'condition',
        rules: [{ variable: 'ville', operator: 'eq', value: ['Dakar'] }],
        true_block: 'oui',
      }),
    ).toEqual(['La règle 1 n’a pas de valeur à comparer.']);
  });

  it('split: a branch without block, by position', () => {
    expect(gaps({ type: 'split', branches: [branch('a', 50), branch(' ', 50)] as never })).toEqual([
      'La branche 2 du test A/B ne mène à aucun bloc.',
    ]);
    expect(gaps({ type: 'split', branches: [branch('a', 50), branch('b', 50)] as never })).toEqual([]);
  });

  it('wait_until: neither time nor days (0 days counts as none)', () => {
    const empty = ['Choisissez une heure, un nombre de jours, ou les deux.'];
    expect(gaps({ type: 'wait_until' })).toEqual(empty);
    expect(gaps({ type: 'wait_until', days: 0 })).toEqual(empty);
    expect(gaps({ type: 'wait_until', days: 2 })).toEqual([]);
    expect(gaps({ type: 'wait_until', at: '09:00' })).toEqual([]);
    expect(gaps({ type: 'wait_until', at: '09:00', days: 0 })).toEqual([]);
  });
});

describe('outboundLinks of the logic elements', () => {
  it('finds a condition’s true and false blocks and a split’s branches, with their source types', () => {
    const links = outboundLinks([
      { type: 'condition', id_element: 'c1', rules: [], true_block: 'oui', false_block: 'non' },
      { type: 'condition', id_element: 'c2', rules: [], true_block: 'oui' },
      { type: 'condition', id_element: 'c3', rules: [], true_block: '', false_block: '' },
      { type: 'split', id_element: 's1', branches: [branch('a', 50), branch('', 25), 'x', branch('b', 25)] },
      { type: 'wait_until', id_element: 'w1', at: '09:00' },
    ]);
    expect(links.map((link) => [link.elementId, link.sourceType, link.target])).toEqual([
      ['c1', 'condition', 'oui'],
      ['c1', 'condition', 'non'],
      ['c2', 'condition', 'oui'],
      ['s1', 'split', 'a'],
      ['s1', 'split', 'b'],
    ]);
  });
});
