import { z } from 'zod';
import { contactMessages as m } from './contactMessages';

/** What one import may read: what a shop's whole customer file needs, and what one server may afford. */
export const CONTACT_IMPORT_LIMITS = {
  bytes: 10 * 1024 * 1024,
  rows: 100_000,
  /** Problems kept line by line on the import (the count goes on). */
  problems: 200,
  /** Rows the preview shows under the columns. */
  previewRows: 5,
  tagsPerEndUser: 50,
} as const;

/** Where a column goes: a field of the end-user, their tags (comma or ';' separated), or a declared variable. */
export const CONTACT_FIELDS = [
  'phone',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'tags',
  'opt_in_date',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const VARIABLE_TARGET_PREFIX = 'variable:';

/** A mapping target: a field, `variable:<id>`, or '' (the column is not imported). */
export const mappingTargetSchema = z.union([
  z.enum(CONTACT_FIELDS),
  z.literal(''),
  z.string().regex(/^variable:.{1,100}$/),
]);
export const contactMappingSchema = z.record(z.string().max(200), mappingTargetSchema);
export type ContactMapping = z.infer<typeof contactMappingSchema>;

export const tagSchema = z
  .string()
  .trim()
  .min(1, { error: () => m.tagInvalid })
  .max(60, { error: () => m.tagInvalid });

/** A line of the file the import could not take (or took with a remark): its number (1 = the header) and why. */
export const importProblemSchema = z.object({ line: z.number().int(), reason: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** An import as the screen polls it: its progress, then its result. */
export const contactImportSchema = z.object({
  id: z.string(),
  chatbotId: z.string(),
  fileName: z.string(),
  status: z.enum(['running', 'finished', 'failed']),
  /** Data rows of the file (the header left out), and how many are done: the progress bar. */
  rowsTotal: z.number().int(),
  rowsRead: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  invalid: z.number().int(),
  /** The first problems, line by line (at most CONTACT_IMPORT_LIMITS.problems); `problemCount` counts all. */
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
  optInSource: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

export const contactPreviewSchema = z.object({
  kind: z.enum(['csv', 'xlsx']),
  columns: z.array(z.string()),
  /** The first rows, cells as text, in the columns' order. */
  rows: z.array(z.array(z.string())),
  /** A guess from the columns' names ('Téléphone' → phone…): the screen starts from it. */
  suggested: contactMappingSchema,
});
export type ContactPreview = z.infer<typeof contactPreviewSchema>;

export const tagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
