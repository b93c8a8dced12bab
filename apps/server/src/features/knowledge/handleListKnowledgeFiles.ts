import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { llmConfigOf } from './knowledgeServices';
import {
  listKnowledgeFiles,
  loadCostReport,
  loadPrompt,
  toKnowledgeFile,
  toObjectSystem,
} from './knowledgeStore';

/** GET /knowledge/jarvis/{id}/files */
export const handleListKnowledgeFiles = workspaceProcedures.knowledge.files.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const [files, prompt, costs] = await Promise.all([
      listKnowledgeFiles(context.db, chatbot.id),
      loadPrompt(context.db, chatbot.id),
      loadCostReport(context.db, chatbot.id, llmConfigOf(context)),
    ]);
    return {
      success: true,
      files: files.map(toKnowledgeFile),
      ObjectSystem: prompt ? await toObjectSystem(prompt) : null,
      costs,
    };
  },
);
