import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { spendAssistantBudget } from './assistantBudget';
import { runAssistantTest } from './runAssistantTest';

/** One test at a time per chatbot: a second one is refused while the first runs. */
const testsRunning = new Set<string>();

/** POST /test/systemprompt: the assistant answers a visitor-style message, as an end-user would see it. */
export const handleTestAssistant = workspaceProcedures.knowledge.test.handler(async ({ input, context }) => {
  const chatbotId = input.idbot;
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  if (testsRunning.has(chatbot.id)) throw apiError(409, m.testRunning);
  testsRunning.add(chatbot.id);
  try {
    // Each test is a paid call to the model: the account's budget, whatever chatbot it tests.
    await spendAssistantBudget(context.db, context.workspace.id);
    return await runAssistantTest(context, chatbot.id, input.userMessage);
  } finally {
    testsRunning.delete(chatbot.id);
  }
});
