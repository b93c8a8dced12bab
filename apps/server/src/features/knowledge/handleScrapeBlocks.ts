import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { countTokens } from './countTokens';
import {
  generatePrompt,
  loadPromptBlocks,
  storeEditedPrompt,
  storeGeneratedPrompt,
  toObjectSystem,
} from './knowledgeStore';

/**
 * POST /knowledge/jarvis/{id}/scrape-blocks: with selectedBlocks, the collection (the prompt is
 * generated from those blocks and the knowledge); without, the save of an edited prompt.
 */
export const handleScrapeBlocks = workspaceProcedures.knowledge.scrapeBlocks.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    if (input.selectedBlocks !== undefined) {
      const selected = [...new Set(input.selectedBlocks)];
      if (selected.length === 0) throw apiError(400, m.noBlockSelected);
      const known = new Set((await loadPromptBlocks(context.db, chatbot.id)).map((block) => block.idblock));
      const unknown = selected.filter((idblock) => !known.has(idblock));
      if (unknown.length > 0) throw apiError(400, m.unknownBlocks({ ids: unknown.slice(0, 5).join(', ') }));
      const prompt = await generatePrompt(context.db, chatbot.id, selected);
      const row = await toObjectSystem(await storeGeneratedPrompt(context.db, chatbot.id, prompt, selected));
      return {
        success: true,
        message: m.collected({ count: selected.length }),
        ObjectSystem: row,
        data: { ObjectSystem: row },
      };
    }
    const text = (input.systemPrompt ?? '').trim();
    if (text === '') throw apiError(400, m.promptRequired);
    const tokens = await countTokens(text);
    if (tokens > KNOWLEDGE_LIMITS.tokenError) throw apiError(400, m.promptTooLong({ tokens }));
    const row = await toObjectSystem(await storeEditedPrompt(context.db, chatbot.id, text));
    return { success: true, message: m.promptSaved, ObjectSystem: row };
  },
);
