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

/** At most two conditions joined by ET, then a count of the others. */
export function conditionSummary(rows: readonly ConditionRow[]): string {
  const complete = completeRows(rows);
  const shown = complete
    .slice(0, 2)
    .map((row) => `${row.attribute.trim()} ${row.comparison === '=' ? '=' : '≠'} ${row.value.trim()}`)
    .join(' ET ');
  const others = complete.length - 2;
  return others > 0 ? `${shown} + ${others} autre${others > 1 ? 's' : ''}` : shown;
}
