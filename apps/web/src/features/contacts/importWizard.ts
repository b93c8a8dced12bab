import {
  CONTACT_FIELDS,
  type ContactImport,
  VARIABLE_TARGET_PREFIX,
} from '@griot/contract/contacts/contactSchemas';

/** The countries a contacts file of a West-African or French shop most often holds, first in the list. */
export const COMMON_COUNTRIES = [
  'SN',
  'CI',
  'ML',
  'BF',
  'GN',
  'CM',
  'BJ',
  'TG',
  'NE',
  'MA',
  'FR',
  'BE',
] as const;

/** The mapping targets a column may take: the fields, then the chatbot's declared variables. */
export function mappingTargets(
  variables: ReadonlyArray<{ id: string; slug: string }>,
  labels: {
    fields: Record<(typeof CONTACT_FIELDS)[number], string>;
    variable: (values: { name: string }) => string;
    ignore: string;
  },
): Array<{ value: string; label: string }> {
  return [
    { value: '', label: labels.ignore },
    ...CONTACT_FIELDS.map((field) => ({ value: field, label: labels.fields[field] })),
    ...variables.map((variable) => ({
      value: `${VARIABLE_TARGET_PREFIX}${variable.id}`,
      label: labels.variable({ name: variable.slug || variable.id }),
    })),
  ];
}

/** A target chosen for one column is taken from any other column that had it (a field once at most). */
export function assignColumn(
  mapping: Record<string, string>,
  column: string,
  target: string,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [name, value] of Object.entries(mapping))
    next[name] = target !== '' && value === target ? '' : value;
  next[column] = target;
  return next;
}

export function hasPhoneColumn(mapping: Record<string, string>): boolean {
  return Object.values(mapping).includes('phone');
}

/** The progress bar's share (0-100) of an import's rows. */
export function importPercent(progress: Pick<ContactImport, 'rowsRead' | 'rowsTotal'> | undefined): number {
  if (!progress || progress.rowsTotal === 0) return 0;
  return Math.min(100, Math.round((progress.rowsRead / progress.rowsTotal) * 100));
}

/** The problems as a CSV to download (';' as Excel in French expects, a BOM for its accents). */
export function problemsCsv(
  problems: ContactImport['problems'],
  header: { line: string; reason: string },
): string {
  const quote = (text: string) => (/[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = [
    `${quote(header.line)};${quote(header.reason)}`,
    ...problems.map((problem) => `${problem.line};${quote(problem.reason)}`),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
