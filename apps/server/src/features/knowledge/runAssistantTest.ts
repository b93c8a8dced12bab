import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { AuthedContext } from '../../api/appContext';
import { askAssistant } from './askAssistant';
import { llmConfigOf } from './knowledgeServices';
import { toTestResponse } from './toTestResponse';

/** The assistant answers a visitor-style message, as an end-user would see it, with what it used. */
export async function runAssistantTest(context: AuthedContext, chatbotId: string, userMessage: string) {
  const answer = await askAssistant(
    {
      db: context.db,
      llm: llmConfigOf(context),
      log: (details, message) => context.log.warn({ ...details, chatbotId }, message),
    },
    { chatbotId, question: userMessage, source: 'test' },
  );
  return {
    success: answer.reply !== null,
    message: userMessage,
    response: toTestResponse(answer.reply, answer.targets),
    model: answer.model,
    usage: { input_tokens: answer.inputTokens, output_tokens: answer.outputTokens },
    error: answer.reply === null ? outcomeText(answer.outcome) : null,
    timestamp: new Date().toISOString(),
    latencyMs: answer.latencyMs,
    passages: answer.passages.map((passage) => ({
      ...passage,
      excerpt: passage.excerpt.slice(0, KNOWLEDGE_LIMITS.contextualText),
    })),
  };
}

function outcomeText(outcome: string): string {
  if (outcome === 'unknown') return m.testNoAnswer;
  if (outcome === 'timeout') return m.testTimeout;
  if (outcome.startsWith('invalid:')) return m.testReplyRefused({ reason: outcome.slice('invalid:'.length) });
  return m.llmFailed;
}
