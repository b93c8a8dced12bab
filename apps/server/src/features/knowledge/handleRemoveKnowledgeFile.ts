import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { removeKnowledgeFile } from './removeKnowledgeFile';

/** DELETE /knowledge/jarvis/{id}/files/{fileId}: the file, its chunks and its job. */
export const handleRemoveKnowledgeFile = workspaceProcedures.knowledge.removeFile.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    if (!(await removeKnowledgeFile(context.db, context.files, chatbot.id, input.fileId)))
      throw apiError(404, m.fileNotFound);
    return { success: true, message: m.fileDeleted };
  },
);
