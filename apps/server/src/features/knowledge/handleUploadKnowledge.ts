import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { knowledgeWorkerOf } from './knowledgeServices';
import { toKnowledgeFile } from './knowledgeStore';
import { storeKnowledgeUploads } from './storeKnowledgeUploads';

/** POST /upload/knowledge/jarvis/{id} (multipart field files) */
export const handleUploadKnowledge = workspaceProcedures.knowledge.upload.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const uploads = input.files === undefined ? [] : Array.isArray(input.files) ? input.files : [input.files];
    const rows = await storeKnowledgeUploads(context.db, context.files, chatbot.id, uploads);
    knowledgeWorkerOf(context)?.wake();
    return { success: true, message: m.uploaded({ count: rows.length }), files: rows.map(toKnowledgeFile) };
  },
);
