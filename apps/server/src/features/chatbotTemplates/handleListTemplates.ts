import { chatbotTemplateMessages } from '@griot/contract/chatbotTemplates/chatbotTemplateMessages';
import { workspaceProcedures } from '../../api/procedures';
import { loadTemplates } from './templateFiles';
import { templateHighlights } from './templateHighlights';

/** GET /chatbot-templates: the starter templates, named and described in the request's language. */
export const handleListTemplates = workspaceProcedures.chatbotTransfer.templates.handler(async () => {
  const templates = await loadTemplates();
  return {
    success: true as const,
    templates: templates.map(({ id, texts, file }) => ({
      id,
      name: chatbotTemplateMessages[texts].name,
      description: chatbotTemplateMessages[texts].description,
      channel: file.chatbot.type,
      block_count: file.blocks.length,
      highlights: templateHighlights(file),
    })),
  };
});
