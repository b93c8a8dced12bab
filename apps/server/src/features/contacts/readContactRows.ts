import { Readable } from 'node:stream';
import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import { CONTACT_IMPORT_LIMITS } from '@griot/contract/contacts/contactSchemas';
import { parse } from 'csv-parse';
import { apiError } from '../../api/apiError';

export type ContactFileKind = 'csv' | 'xlsx';

/** An XLSX is a zip: 'PK\x03\x04'. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * What the file is, by its first bytes rather than its name: a zip (XLSX), or text (CSV: no NUL
 * byte in its first 8 KB). Anything else, too large or empty is refused in French.
 */
export async function contactFileKind(file: File): Promise<ContactFileKind> {
  if (file.size > CONTACT_IMPORT_LIMITS.bytes) throw apiError(413, m.tooLarge);
  if (file.size === 0) throw apiError(400, m.empty);
  const head = new Uint8Array(await file.slice(0, 8192).arrayBuffer());
  if (ZIP_SIGNATURE.every((byte, index) => head[index] === byte)) return 'xlsx';
  if (head.includes(0)) throw apiError(400, m.wrongContent);
  return 'csv';
}

/**
 * The file's rows as text cells, the header first, read as a stream: a CSV is parsed as its bytes
 * arrive (never the whole text in memory), an XLSX's first sheet row by row. A CSV's separator is
 * ',' ';' or tab (Excel writes ';' in French); a file that is not valid UTF-8 is read as Windows-1252,
 * what Excel saves by default in Western Europe and West Africa.
 */
export async function* readContactRows(file: File, kind: ContactFileKind): AsyncGenerator<string[]> {
  try {
    if (kind === 'xlsx') yield* readXlsxRows(file);
    else yield* readCsvRows(file);
  } catch (error) {
    if (error instanceof Error && 'status' in error) throw error;
    throw apiError(400, m.unreadable({ detail: error instanceof Error ? error.message.slice(0, 200) : '' }));
  }
}

/** Rows read between two pauses that let other requests run (a 100,000-row file is not one long task). */
const ROWS_PER_TURN = 500;

/** The header line's most frequent separator among ';' ',' and tab (quoted text left out); ',' by default. */
export function sniffSeparator(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map(
    (separator) => [separator, unquoted.split(separator).length - 1] as const,
  );
  const best = counts.reduce((left, right) => (right[1] > left[1] ? right : left));
  return best[1] > 0 ? best[0] : ',';
}

function isUtf8(sample: Uint8Array, fileSize: number): boolean {
  // A multi-byte character may be cut at the end of the sample: it is trimmed before the check.
  let end = sample.length;
  if (fileSize > sample.length) while (end > 0 && ((sample[end - 1] ?? 0) & 0xc0) === 0x80) end -= 1;
  if (fileSize > sample.length && end > 0 && ((sample[end - 1] ?? 0) & 0xc0) === 0xc0) end -= 1;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

async function* readCsvRows(file: File): AsyncGenerator<string[]> {
  const sample = new Uint8Array(await file.slice(0, 65_536).arrayBuffer());
  const encoding = isUtf8(sample, file.size) ? 'utf8' : 'latin1';
  const firstLine =
    new TextDecoder(encoding === 'utf8' ? 'utf-8' : 'windows-1252').decode(sample).split(/\r?\n/, 1)[0] ?? '';
  const parser = Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]).pipe(
    parse({
      bom: true,
      encoding,
      delimiter: sniffSeparator(firstLine),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  let count = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    yield record;
    count += 1;
    if (count % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

async function* readXlsxRows(file: File): AsyncGenerator<string[]> {
  // Loaded on the first XLSX import, not at start: the server's memory is kept for the reply path.
  const { default: ExcelJS } = await import('exceljs');
  const source = Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const sheet of workbook) {
    let expected = 1;
    for await (const row of sheet) {
      // Rows left empty in the sheet are absent from the stream: their lines still count.
      for (; expected < row.number; expected += 1) yield [];
      expected = row.number + 1;
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
      yield cells;
      if (row.number % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return; // The first sheet only.
  }
}

/** A cell as text: rich text joined, a formula's result, a date as YYYY-MM-DD, a number in plain digits. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') {
    const cell = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (Array.isArray(cell.richText))
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}
