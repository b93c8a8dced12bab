import { segmentTexts } from './segmentTexts';

/** One row of the 'Conditions' block as the screen holds it. */
export interface ConditionRow {
  key: string;
  attribute: string;
  comparison: '=' | '!=';
  value: string;
  operator: '&&' | '||';
}

/** Rows with both an attribute and a value: the others are ignored. */
export function completeRows(rows: readonly ConditionRow[]): ConditionRow[] {
  return rows.filter((row) => row.attribute.trim() !== '' && row.value.trim() !== '');
}

/** The seed's `conditions` string: the rows, operator null on the last. */
export function conditionsJson(rows: readonly ConditionRow[]): string {
  const complete = completeRows(rows);
  return JSON.stringify(
    complete.map((row, index) => ({
      idvariable: row.attribute.trim(),
      comparison: row.comparison,
      value: row.value.trim(),
      operator: index === complete.length - 1 ? null : row.operator,
    })),
  );
}

/** One condition as a formula, the same in every language: 'city = Dakar', 'city ≠ Dakar'. */
function formula(row: ConditionRow): string {
  return `${row.attribute.trim()} ${row.comparison === '=' ? '=' : '≠'} ${row.value.trim()}`;
}

/** At most two conditions joined by ET (in the language shown), then a count of the others. */
export function conditionSummary(rows: readonly ConditionRow[]): string {
  const [first, second, ...rest] = completeRows(rows).map(formula);
  if (first === undefined) return '';
  if (second === undefined) return first;
  const t = segmentTexts.summary;
  return rest.length > 0 ? t.more({ first, second, others: rest.length }) : t.two({ first, second });
}
