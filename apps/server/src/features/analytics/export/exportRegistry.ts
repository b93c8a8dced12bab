import type { Database } from '@griot/db/openDatabase';
import type { CsvValue } from '../../../lib/csvFile';

export type { CsvValue };

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
