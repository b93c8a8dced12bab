import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { importChatbotFile } from '../../domain/chatbotTransfer/importChatbotFile';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rateLimit';
import { exportChatbot, exportFileName, exportText } from './exportChatbot';
import { readImportFile } from './readImportFile';

/** An import reads up to 20 MB, stores media and may download 300 files: a few dozen an hour. */
export const CHATBOT_IMPORT_LIMIT: RateLimitRule = {
  bucket: 'chatbot-import:user',
  limit: 30,
  windowMs: 60 * 60_000,
};

export const chatbotTransferRouter = {
  /** Answered by registerChatbotExport (an attachment); this is the same file for oRPC clients. */
  export: workspaceProcedures.chatbotTransfer.export.handler(async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const file = await exportChatbot(context, chatbot);
    return new File([exportText(file)], exportFileName(chatbot.botName), {
      type: 'application/json',
    });
  }),
  /** POST /chatbots/import (multipart `file`, optional `name`): a new chatbot of the workspace. */
  import: workspaceProcedures.chatbotTransfer.import.handler(async ({ input, context }) => {
    const counted = await consumeRateLimit(context.db, CHATBOT_IMPORT_LIMIT, context.session.user.id);
    if (!counted.allowed)
      throw apiError(
        429,
        chatbotTransferMessages.importLimit({
          minutes: Math.max(1, Math.ceil(counted.retryAfterMs / 60_000)),
        }),
        { retryAfterSeconds: Math.ceil(counted.retryAfterMs / 1000) },
      );
    const { file, warnings } = await readImportFile(input.file);
    const imported = await importChatbotFile(context, {
      workspaceId: context.workspace.id,
      file,
      name: input.name || undefined,
    });
    context.log.info({ chatbotId: imported.chatbotId }, 'chatbot imported');
    return {
      success: true,
      message: chatbotTransferMessages.imported,
      chatbot_id: imported.chatbotId,
      warnings: [...warnings, ...imported.warnings],
    };
  }),
};
