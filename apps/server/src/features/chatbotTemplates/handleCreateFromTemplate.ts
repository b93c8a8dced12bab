import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { importChatbotFile } from '../../domain/chatbotTransfer/importChatbotFile';
import { findTemplate } from './templateFiles';

/**
 * POST /chatbots/from-template/{templateId}: a new chatbot of the workspace made of the template's
 * file, through the import (new ids, everything checked, one transaction), named and on the channel
 * the user chose (the template's by default).
 */
export const handleCreateFromTemplate = workspaceProcedures.chatbotTransfer.fromTemplate.handler(
  async ({ input, context }) => {
    const template = await findTemplate(input.templateId);
    if (!template) throw apiError(404, chatbotTransferMessages.templateNotFound);
    const { chatbotId } = await importChatbotFile(context, {
      workspaceId: context.workspace.id,
      file: template.file,
      ...(input.name ? { name: input.name } : {}),
      ...(input.type ? { type: input.type } : {}),
    });
    return {
      success: true as const,
      message: chatbotTransferMessages.createdFromTemplate,
      chatbot_id: chatbotId,
    };
  },
);
