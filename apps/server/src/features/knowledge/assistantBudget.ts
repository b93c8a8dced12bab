import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rateLimit';

/**
 * What one workspace (its members together: the workspace pays) may spend on the assistant's
 * model from the back-office, each call being paid to the LLM provider: a burst of tests in a second (40 were seen) must not run up the bill. The
 * minute keeps a person testing at ease (a test takes seconds to read); the day caps a script.
 * Counted in PostgreSQL, so every server process shares the budget. End-users' questions are not
 * counted here: they come from the chatbot's customers, not from the workspace's members.
 */
export const ASSISTANT_BUDGET = {
  minute: { bucket: 'assistant-calls:minute', limit: 10, windowMs: 60_000 },
  day: { bucket: 'assistant-calls:day', limit: 200, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one paid call of the workspace against its minute and its day; past either, a French 429
 * saying when it may try again, and nothing is sent to the model.
 */
export async function spendAssistantBudget(db: Database, workspaceId: string): Promise<void> {
  const minute = await consumeRateLimit(db, ASSISTANT_BUDGET.minute, workspaceId);
  if (!minute.allowed) throw budgetRefusal(m.testBudgetMinute, minute.retryAfterMs);
  const day = await consumeRateLimit(db, ASSISTANT_BUDGET.day, workspaceId);
  if (!day.allowed) {
    const hours = Math.max(1, Math.ceil(day.retryAfterMs / 3_600_000));
    throw budgetRefusal(m.testBudgetDay({ hours }), day.retryAfterMs);
  }
}

function budgetRefusal(message: string, retryAfterMs: number) {
  return apiError(429, message, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}
