import type { Database } from '@griot/db/openDatabase';

export type CsvValue = string | number | null;

/** What every table of the export is asked for: the workspace (or one checked chatbot) and a period. */
export interface ExportScope {
  workspaceId: string;
  chatbotId?: string;
  /** Local days `YYYY-MM-DD` of `timeZone`, both included. */
  from: string;
  to: string;
  timeZone: string;
}

/**
 * One table of `GET /analytics/export.csv`, provided by the part that owns its figures
 * (export/exportTables.ts lists them).
 */
export interface CsvTable {
  /** Column headers in the request's language (read the texts here, not in a module constant). */
  header(): readonly string[];
  /** The rows, read with a cursor or in pages: never a whole table in memory. */
  rows(db: Database, scope: ExportScope): AsyncIterable<readonly CsvValue[]>;
}

/** A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV line (RFC 4180 quoting, CRLF). Numbers stay plain digits; text that a spreadsheet would
 * read as a formula is prefixed with an apostrophe (end-users' questions are free text).
 */
export function csvLine(values: readonly CsvValue[], separator: string): string {
  return `${values
    .map((value) => {
      if (value === null) return '';
      if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
      const text = FORMULA_START.test(value) ? `'${value}` : value;
      return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(separator)}\r\n`;
}
