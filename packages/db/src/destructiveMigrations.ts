/**
 * The upgrade rule (README, 'Upgrades'): while a new release migrates, processes of the previous
 * release keep serving on the same database. A migration may therefore only change the schema in
 * ways the previous release's code still works with: a column, table or view is dropped or renamed,
 * a column's type changed or made NOT NULL, only a release after the one whose code stopped using
 * it. Such a statement carries a marker comment naming that earlier release:
 *
 *   ALTER TABLE chatbots DROP COLUMN legacy_flag; -- griot:destructive-ok since 0.3.0: unused since 0.3.0
 *
 * This module finds the statements that break the previous release and reads their markers; the
 * test next to it applies it to every migration after 0051.
 */

/** One SQL statement of a migration, its comments apart (those on its lines and just before it). */
export interface MigrationStatement {
  /** 1-based line of the statement's first code character. */
  line: number;
  /** The statement without its comments, whitespace collapsed. */
  code: string;
  comments: string[];
}

export interface DestructiveStatement {
  line: number;
  /** What it does to the previous release ('DROP COLUMN', 'RENAME', …). */
  change: string;
  statement: string;
  /** The marker's release and reason, when the statement carries one. */
  marker?: { since: string; reason: string };
}

const MARKER = /griot:destructive-ok\s+since\s+(\d+\.\d+\.\d+)\s*:\s*(\S.*)$/;

/**
 * Splits a migration into statements on the semicolons outside strings, quoted names, comments and
 * dollar-quoted bodies (a DO block or a function is one statement). A comment on the line of a
 * statement's closing semicolon belongs to that statement, as do the comments just before it.
 */
export function splitStatements(sqlText: string): MigrationStatement[] {
  const statements: MigrationStatement[] = [];
  let code = '';
  let comments: string[] = [];
  let line = 1;
  let firstLine = 0;
  let index = 0;
  const take = (text: string) => {
    if (firstLine === 0 && text.trim() !== '') firstLine = line;
    code += text;
    line += text.split('\n').length - 1;
    index += text.length;
  };
  const readComment = (): boolean => {
    if (sqlText.startsWith('--', index)) {
      const end = sqlText.indexOf('\n', index);
      const comment = sqlText.slice(index + 2, end === -1 ? sqlText.length : end);
      comments.push(comment.trim());
      index += comment.length + 2;
      return true;
    }
    if (sqlText.startsWith('/*', index)) {
      const end = sqlText.indexOf('*/', index + 2);
      const comment = sqlText.slice(index + 2, end === -1 ? sqlText.length : end);
      comments.push(comment.trim());
      line += comment.split('\n').length - 1;
      index += comment.length + (end === -1 ? 2 : 4);
      code += ' ';
      return true;
    }
    return false;
  };
  const finish = () => {
    const collapsed = code.replace(/\s+/g, ' ').trim();
    if (collapsed !== '') statements.push({ line: firstLine, code: collapsed, comments });
    code = '';
    comments = [];
    firstLine = 0;
  };

  while (index < sqlText.length) {
    if (readComment()) continue;
    const char = sqlText[index] as string;
    if (char === "'" || char === '"') {
      let end = index + 1;
      for (;;) {
        end = sqlText.indexOf(char, end);
        if (end === -1) end = sqlText.length - 1;
        // A doubled quote is one quote inside the string.
        if (sqlText[end + 1] === char) end += 2;
        else break;
      }
      take(sqlText.slice(index, end + 1));
      continue;
    }
    const dollar = char === '$' ? /^\$[A-Za-z_]*\$/.exec(sqlText.slice(index)) : null;
    if (dollar) {
      const close = sqlText.indexOf(dollar[0], index + dollar[0].length);
      const end = close === -1 ? sqlText.length : close + dollar[0].length;
      take(sqlText.slice(index, end));
      continue;
    }
    if (char === ';') {
      index += 1;
      // The rest of the semicolon's line: its comment (a marker, drizzle's statement-breakpoint).
      while (index < sqlText.length && sqlText[index] !== '\n') {
        if (readComment()) continue;
        if (!/[ \t\r]/.test(sqlText[index] as string)) break;
        index += 1;
      }
      finish();
      continue;
    }
    take(char);
  }
  finish();
  return statements;
}

/** The changes a statement makes that the previous release's code could not live with. */
export function destructiveChanges(code: string): string[] {
  const upper = code.toUpperCase();
  const changes: string[] = [];
  const drop = /\bDROP\s+(TABLE|COLUMN|VIEW|MATERIALIZED\s+VIEW)\b/.exec(upper);
  if (drop) changes.push(`DROP ${(drop[1] as string).replace(/\s+/, ' ')}`);
  // ALTER TABLE ... DROP <name> drops a column too (COLUMN is optional), unlike DROP CONSTRAINT,
  // DROP DEFAULT (of ALTER COLUMN) and DROP NOT NULL, which the previous release does not notice.
  if (!drop && /\bALTER\s+TABLE\b/.test(upper)) {
    for (const match of upper.matchAll(/\bDROP\s+(?:IF\s+EXISTS\s+)?("?[\w$]+"?)/g))
      if (!/^(CONSTRAINT|DEFAULT|NOT|EXPRESSION|IDENTITY)$/.test(match[1] as string)) {
        changes.push('DROP COLUMN');
        break;
      }
  }
  // A table, column or constraint under a new name: the previous release still asks for the old one.
  if (/\bALTER\s+(TABLE|VIEW|MATERIALIZED\s+VIEW)\b.*\bRENAME\b/.test(upper)) changes.push('RENAME');
  if (/\bALTER\s+(?:COLUMN\s+)?("?[\w$]+"?)\s+(SET\s+DATA\s+)?TYPE\b/.test(upper))
    changes.push('TYPE change');
  if (/\bALTER\s+(?:COLUMN\s+)?("?[\w$]+"?)\s+SET\s+NOT\s+NULL\b/.test(upper)) changes.push('SET NOT NULL');
  // A new NOT NULL column without a default: the previous release's INSERTs do not name it.
  for (const clause of addColumnClauses(upper))
    if (/\bNOT\s+NULL\b/.test(clause) && !/\b(DEFAULT|GENERATED)\b/.test(clause)) {
      changes.push('ADD COLUMN NOT NULL without DEFAULT');
      break;
    }
  return changes;
}

/** Each `ADD [COLUMN] name type …` clause of an ALTER TABLE, up to the next top-level comma. */
function addColumnClauses(upper: string): string[] {
  if (!/\bALTER\s+TABLE\b/.test(upper)) return [];
  const clauses: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of upper) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      clauses.push(current);
      current = '';
    } else current += char;
  }
  clauses.push(current);
  return clauses
    .map((clause) => /\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?("?[\w$]+"?)(.*)$/.exec(clause))
    .filter((match): match is RegExpExecArray => match !== null)
    .filter((match) => !/^(CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|EXCLUDE)$/.test(match[1] as string))
    .map((match) => match[0]);
}

/** Every statement of the migration that breaks the previous release, with its marker if any. */
export function findDestructiveStatements(sqlText: string): DestructiveStatement[] {
  const found: DestructiveStatement[] = [];
  for (const statement of splitStatements(sqlText)) {
    const changes = destructiveChanges(statement.code);
    if (changes.length === 0) continue;
    const marker = statement.comments.map((comment) => MARKER.exec(comment)).find((match) => match);
    found.push({
      line: statement.line,
      change: changes.join(', '),
      statement: statement.code.slice(0, 160),
      ...(marker ? { marker: { since: marker[1] as string, reason: (marker[2] as string).trim() } } : {}),
    });
  }
  return found;
}

/** -1, 0 or 1 as release `a` is before, the same as, or after release `b` ('0.10.0' after '0.9.2'). */
export function compareReleases(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let part = 0; part < 3; part += 1) {
    const difference = (left[part] ?? 0) - (right[part] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
