import { EventEmitter } from 'node:events';
import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { countEndUserTags } from '../../domain/audience/endUserTagCounts';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { createStreamSlots } from '../../lib/streamSlots';
import { loadContactImport } from './contactImportRows';
import { readEndUserTags, replaceEndUserTags, requireWorkspaceEndUser } from './endUserTags';
import { previewContactFile } from './previewContactFile';
import { runContactImport } from './runContactImport';
import { subscribersCsv } from './subscribersCsv';

/**
 * Imports one workspace runs at once in one process: each reads a file of up to 100,000 rows
 * twice and writes for tens of seconds; a second waits for the first rather than doubling the load.
 */
const importSlots = createStreamSlots(1);

/** The handlers of contactsContract (issue 24), shaped like it. */
export const contactsRouter = {
  preview: workspaceProcedures.contacts.preview.handler(async ({ input, context }) => {
    await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    return { success: true as const, preview: await previewContactFile(input.file) };
  }),
  /** POST /chatbots/{id}/contacts/import: the file's contacts into the chatbot (runContactImport). */
  import: workspaceProcedures.contacts.import.handler(async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const workspaceId = context.workspace.id;
    if (importSlots.full(workspaceId)) throw apiError(429, m.importBusy);
    const done = new EventEmitter();
    importSlots.holdUntilClosed(workspaceId, done);
    try {
      const result = await runContactImport(context.db, {
        workspaceId,
        userId: context.session.user.id,
        chatbot,
        file: input.file,
        mapping: input.mapping,
        optInSource: input.optInSource,
        optInDate: input.optInDate || undefined,
        defaultCountry: input.defaultCountry,
        importId: input.importId,
      });
      context.log.info(
        { importId: result.id, created: result.created, merged: result.merged },
        'contacts imported',
      );
      return { success: true as const, import: result };
    } finally {
      done.emit('close');
    }
  }),
  importStatus: workspaceProcedures.contacts.importStatus.handler(async ({ input, context }) => {
    const found = await loadContactImport(context.db, context.workspace.id, input.id);
    if (!found) throw apiError(404, m.importUnknown);
    return { success: true as const, import: found };
  }),
  tags: workspaceProcedures.contacts.tags.handler(async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    return {
      success: true as const,
      tags: await countEndUserTags(context.db, context.workspace.id, chatbot.id),
    };
  }),
  endUserTags: workspaceProcedures.contacts.endUserTags.handler(async ({ input, context }) => {
    const endUser = await requireWorkspaceEndUser(context.db, context.workspace.id, input.id);
    return { success: true as const, tags: await readEndUserTags(context.db, endUser.id) };
  }),
  setTags: workspaceProcedures.contacts.setTags.handler(async ({ input, context }) => {
    const endUser = await requireWorkspaceEndUser(context.db, context.workspace.id, input.id);
    return { success: true as const, tags: await replaceEndUserTags(context.db, endUser, input.tags) };
  }),
  /** For oRPC clients: the same file, built whole. Over HTTP registerSubscribersExport answers first. */
  export: workspaceProcedures.contacts.export.handler(async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const file = subscribersCsv(context.db, chatbot);
    const parts: string[] = [];
    for await (const line of file.lines) parts.push(line);
    return new File(parts, file.fileName, { type: 'text/csv;charset=utf-8' });
  }),
};
