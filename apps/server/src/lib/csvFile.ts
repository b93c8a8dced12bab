import { AsyncResource } from 'node:async_hooks';

/** One cell of a CSV line: text, a number, or empty. */
export type CsvValue = string | number | null;

/** Excel opens a UTF-8 file with its accents only when it begins with this mark. */
export const UTF8_BOM = '\uFEFF';

/** A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV line (RFC 4180 quoting, CRLF). Numbers stay plain digits; text that a spreadsheet would
 * read as a formula is prefixed with an apostrophe (end-users' words are free text).
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

/**
 * A CSV file's lines, read lazily: the BOM and the header first, then one line per row. The rows
 * are read while the response is written, outside the request's scope: each read runs in the
 * caller's async context, so texts a row reads stay in the request's language.
 */
export function csvFileLines(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
  separator: string,
): AsyncIterable<string> {
  const iterator = rows[Symbol.asyncIterator]();
  const next = AsyncResource.bind(() => iterator.next());
  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine(header, separator);
    try {
      for (;;) {
        const row = await next();
        if (row.done) return;
        yield csvLine(row.value, separator);
      }
    } finally {
      await iterator.return?.();
    }
  }
  return lines();
}
