import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { removeKnowledgeFile } from './removeKnowledgeFile';

/** DELETE /knowledge/jarvis/{id}/files/{fileId}: the file, its chunks and its job. */
export const handleRemoveKnowledgeFile = authedProcedures.knowledge.removeFile.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
    if (!(await removeKnowledgeFile(context.db, context.files, chatbot.id, input.fileId)))
      throw apiError(404, m.fileNotFound);
    return { success: true, message: m.fileDeleted };
  },
);
