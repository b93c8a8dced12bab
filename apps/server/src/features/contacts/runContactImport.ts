import { randomUUID } from 'node:crypto';
import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import { CONTACT_IMPORT_LIMITS, type ContactImport } from '@griot/contract/contacts/contactSchemas';
import { isKnownCountry } from '@griot/contract/contacts/normalizePhone';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import {
  type ImportProgress,
  loadContactImport,
  saveImportProgress,
  startContactImport,
} from './contactImportRows';
import {
  type ContactDraft,
  type ImportOptions,
  mergeDrafts,
  parseDay,
  planColumns,
  readContactRow,
} from './contactRowMapping';
import { contactFileKind, readContactRows } from './readContactRows';
import { writeContactBatch } from './writeContactBatch';

/** Contacts written per transaction: large enough to be quick, small enough to hold few locks briefly. */
export const CONTACT_BATCH = 1_000;

export interface ContactImportRequest {
  workspaceId: string;
  userId: string;
  chatbot: ChatbotRow;
  file: File;
  mapping: string;
  optInSource?: string | undefined;
  optInDate?: string | undefined;
  defaultCountry: string;
  importId?: string | undefined;
}

const isBlank = (row: readonly string[]) => row.every((value) => value.trim() === '');

/** The file's header and how many data rows follow (blank rows left out); past the limit, a French 400. */
async function surveyFile(file: File, kind: Awaited<ReturnType<typeof contactFileKind>>) {
  let header: string[] | undefined;
  let rows = 0;
  for await (const row of readContactRows(file, kind)) {
    if (!header) {
      if (isBlank(row)) continue;
      header = row.map((column) => column.trim());
      continue;
    }
    if (isBlank(row)) continue;
    rows += 1;
    if (rows > CONTACT_IMPORT_LIMITS.rows) throw apiError(400, m.tooManyRows);
  }
  if (!header || rows === 0) throw apiError(400, m.empty);
  return { header, rows };
}

/**
 * Imports a contacts file into a WhatsApp chatbot. The whole file is checked first (content, size,
 * rows, mapping) so a refusal changes nothing; then its rows are read again as a stream and
 * written CONTACT_BATCH at a time, each batch and the import's progress in one transaction.
 * Numbers met twice are merged (within the file and with the chatbot's end-users); rows that
 * cannot be a contact are counted invalid with their line and reason (the first 200 kept).
 */
export async function runContactImport(db: Database, request: ContactImportRequest): Promise<ContactImport> {
  const { chatbot, file } = request;
  if (chatbot.type !== 'whatsapp') throw apiError(400, m.notWhatsApp);
  if (!isKnownCountry(request.defaultCountry)) throw apiError(400, m.badCountry, { field: 'defaultCountry' });
  const optInSource = request.optInSource?.trim() || null;
  let optInFallback = new Date().toISOString();
  if (request.optInDate) {
    const day = parseDay(request.optInDate);
    if (!day) throw apiError(400, m.badOptInDate, { field: 'optInDate' });
    optInFallback = day;
  }
  const kind = await contactFileKind(file);
  const { header, rows } = await surveyFile(file, kind);
  const declared = new Set((chatbot.variables ?? []).map((variable) => variable.id));
  const plan = planColumns(request.mapping, header, declared);
  const options: ImportOptions = { defaultCountry: request.defaultCountry, optInSource, optInFallback };
  const id = request.importId ?? randomUUID();
  const started = await startContactImport(db, {
    id,
    workspaceId: request.workspaceId,
    chatbotId: chatbot.id,
    userId: request.userId,
    fileName: file.name,
    rowsTotal: rows,
    optInSource,
  });
  if (!started) throw apiError(409, m.importIdTaken);

  const progress: ImportProgress = {
    rowsRead: 0,
    created: 0,
    merged: 0,
    invalid: 0,
    problemCount: 0,
    problems: [],
  };
  const note = (line: number, reason: string) => {
    progress.problemCount += 1;
    if (progress.problems.length < CONTACT_IMPORT_LIMITS.problems) progress.problems.push({ line, reason });
  };
  /** The first line of each number met, across batches. */
  const firstLine = new Map<string, number>();
  let batch = new Map<string, ContactDraft>();
  const flush = async () => {
    const drafts = [...batch.values()];
    batch = new Map();
    await writeContactBatch(db, chatbot.id, optInSource, drafts, async (tx, written) => {
      progress.created += written.created;
      // Rows merged into an earlier row of the same batch were counted when they were read.
      progress.merged += written.merged;
      await saveImportProgress(tx, id, progress);
    });
  };
  try {
    let line = 0;
    let headerSeen = false;
    for await (const row of readContactRows(file, kind)) {
      line += 1;
      if (isBlank(row)) continue;
      if (!headerSeen) {
        headerSeen = true;
        continue;
      }
      progress.rowsRead += 1;
      const outcome = readContactRow(row, line, plan, options);
      for (const reason of outcome.problems) note(line, reason);
      const draft = outcome.draft;
      if (!draft) {
        progress.invalid += 1;
        continue;
      }
      const earlier = firstLine.get(draft.externalId);
      if (earlier !== undefined) note(line, m.problem.duplicate({ line: earlier }));
      else firstLine.set(draft.externalId, line);
      const pending = batch.get(draft.externalId);
      if (pending) {
        mergeDrafts(pending, draft);
        progress.merged += 1;
      } else batch.set(draft.externalId, draft);
      if (batch.size >= CONTACT_BATCH) await flush();
    }
    await flush();
    await saveImportProgress(db, id, progress, { status: 'finished' });
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 300) : String(error);
    await saveImportProgress(db, id, progress, { status: 'failed', error: m.importFailed({ detail }) }).catch(
      () => undefined,
    );
    throw error;
  }
  const result = await loadContactImport(db, request.workspaceId, id);
  if (!result) throw apiError(404, m.importUnknown);
  return result;
}
