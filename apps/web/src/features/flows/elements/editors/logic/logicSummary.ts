import type { ElementOf } from '../elementOf';
import { isValueless } from './conditionRules';
import { logicTexts } from './logicTexts';
import { splitShares } from './splitShares';

type NameOf = (idblock: string) => string;

/** « ville est égal à Dakar → Livraison »: the rules joined by ET / OU, then where they lead. */
export function conditionSummary(element: ElementOf<'condition'>, nameOf: NameOf): string {
  const t = logicTexts;
  if (element.rules.length === 0) return t.summary.noRules;
  const join = element.join === 'or' ? t.condition.or : t.condition.and;
  const rules = element.rules.map((rule) => {
    const variable = rule.variable || t.summary.noVariable;
    const operator = t.operators[rule.operator];
    if (isValueless(rule.operator)) return t.summary.ruleWithoutValue({ variable, operator });
    const value = Array.isArray(rule.value) ? rule.value.join(', ') : (rule.value ?? '');
    return t.summary.rule({ variable, operator, value: value === '' ? t.summary.emptyValue : value });
  });
  const joined = rules.join(` ${join} `);
  const block = element.true_block ? nameOf(element.true_block) : t.summary.noBlock;
  return element.false_block
    ? t.summary.conditionToElse({ rules: joined, block, other: nameOf(element.false_block) })
    : t.summary.conditionTo({ rules: joined, block });
}

/** « 50 % Offre A · 50 % Offre B ». */
export function splitSummary(element: ElementOf<'split'>, nameOf: NameOf): string {
  const shares = splitShares(element.branches.map((branch) => branch.weight));
  return element.branches
    .map((branch, index) =>
      logicTexts.summary.branch({
        percent: shares[index] ?? 0,
        block: branch.block ? nameOf(branch.block) : logicTexts.summary.noBlock,
      }),
    )
    .join(' · ');
}

/** « Dans 2 jours à 09:00 », « À 09:00 », « Dans 1 jour ». */
export function waitUntilSummary(element: ElementOf<'wait_until'>): string {
  return waitUntilWords(element, logicTexts.summary);
}

/** What will happen, in a sentence under the wait-until's fields. */
export function waitUntilSentence(element: ElementOf<'wait_until'>): string {
  return waitUntilWords(element, logicTexts.wait);
}

type WaitWords = Pick<typeof logicTexts.wait, 'dayAndTime' | 'timeOnly' | 'daysOnly' | 'nothing'>;

/** The wait-until in `t`'s words: days and a time, a time only, days only, or what it lacks. */
function waitUntilWords(element: ElementOf<'wait_until'>, t: WaitWords): string {
  const days = element.days ?? 0;
  if (element.at !== undefined)
    return days > 0 ? t.dayAndTime({ days, time: element.at }) : t.timeOnly({ time: element.at });
  return days > 0 ? t.daysOnly({ days }) : t.nothing;
}
