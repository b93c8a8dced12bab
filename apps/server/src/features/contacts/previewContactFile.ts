import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import { CONTACT_IMPORT_LIMITS, type ContactPreview } from '@griot/contract/contacts/contactSchemas';
import { apiError } from '../../api/apiError';
import { suggestMapping } from './contactRowMapping';
import { contactFileKind, readContactRows } from './readContactRows';

/** The file's columns, its first rows and a guessed mapping; the rest of the file is not read. */
export async function previewContactFile(file: File): Promise<ContactPreview> {
  const kind = await contactFileKind(file);
  let columns: string[] | undefined;
  const rows: string[][] = [];
  for await (const row of readContactRows(file, kind)) {
    if (row.every((value) => value.trim() === '')) continue;
    if (!columns) columns = row.map((column) => column.trim());
    else rows.push(columns.map((_, index) => (row[index] ?? '').slice(0, 200)));
    if (rows.length >= CONTACT_IMPORT_LIMITS.previewRows) break;
  }
  if (!columns) throw apiError(400, m.empty);
  return { kind, columns, rows, suggested: suggestMapping(columns) };
}
