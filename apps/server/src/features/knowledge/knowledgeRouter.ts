import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { isUuid } from '../../lib/isUuid';
import { removeStoredFile } from '../../lib/storedFiles';
import { askAssistant } from './askAssistant';
import { spendAssistantBudget } from './assistantBudget';
import { countTokens } from './countTokens';
import { knowledgeWorkerOf, llmConfigOf } from './knowledgeServices';
import {
  generatePrompt,
  listKnowledgeFiles,
  loadCostReport,
  loadPrompt,
  loadPromptBlocks,
  storeEditedPrompt,
  storeGeneratedPrompt,
  toKnowledgeFile,
  toObjectSystem,
} from './knowledgeStore';
import { storeKnowledgeUploads } from './storeKnowledgeUploads';
import { toTestResponse } from './toTestResponse';

/** POST /upload/knowledge/jarvis/{id} (multipart field files) */
const handleUpload = authedProcedures.knowledge.upload.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const uploads = input.files === undefined ? [] : Array.isArray(input.files) ? input.files : [input.files];
  const rows = await storeKnowledgeUploads(context.db, context.files, chatbot.id, uploads);
  knowledgeWorkerOf(context)?.wake();
  return { success: true, message: m.uploaded(rows.length), files: rows.map(toKnowledgeFile) };
});

/** GET /knowledge/jarvis/{id}/files */
const handleListFiles = authedProcedures.knowledge.files.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
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
});

/** DELETE /knowledge/jarvis/{id}/files/{fileId}: the file, its chunks and its job. */
const handleRemoveFile = authedProcedures.knowledge.removeFile.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  if (!isUuid(input.fileId)) throw apiError(404, m.fileNotFound);
  const [removed] = await context.db
    .delete(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, input.fileId), eq(knowledgeFiles.chatbotId, chatbot.id)))
    .returning();
  if (!removed) throw apiError(404, m.fileNotFound);
  await removeStoredFile(context.db, context.files, removed.storageKey);
  return { success: true, message: m.fileDeleted };
});

/**
 * POST /knowledge/jarvis/{id}/scrape-blocks: with selectedBlocks, the collection (the prompt is
 * generated from those blocks and the knowledge); without, the save of an edited prompt.
 */
const handleScrapeBlocks = authedProcedures.knowledge.scrapeBlocks.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  if (input.selectedBlocks !== undefined) {
    const selected = [...new Set(input.selectedBlocks)];
    if (selected.length === 0) throw apiError(400, m.noBlockSelected);
    const known = new Set((await loadPromptBlocks(context.db, chatbot.id)).map((block) => block.idblock));
    const unknown = selected.filter((idblock) => !known.has(idblock));
    if (unknown.length > 0) throw apiError(400, m.unknownBlocks(unknown.slice(0, 5).join(', ')));
    const prompt = await generatePrompt(context.db, chatbot.id, selected);
    const row = await toObjectSystem(await storeGeneratedPrompt(context.db, chatbot.id, prompt, selected));
    return {
      success: true,
      message: m.collected(selected.length),
      ObjectSystem: row,
      data: { ObjectSystem: row },
    };
  }
  const text = (input.systemPrompt ?? '').trim();
  if (text === '') throw apiError(400, m.promptRequired);
  const tokens = await countTokens(text);
  if (tokens > KNOWLEDGE_LIMITS.tokenError) throw apiError(400, m.promptTooLong(tokens));
  const row = await toObjectSystem(await storeEditedPrompt(context.db, chatbot.id, text));
  return { success: true, message: m.promptSaved, ObjectSystem: row };
});

/** One test at a time per chatbot: a second one is refused while the first runs. */
const testsRunning = new Set<string>();

/** POST /test/systemprompt: the assistant answers a visitor-style message, as an end-user would see it. */
const handleTest = authedProcedures.knowledge.test.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.idbot);
  if (testsRunning.has(chatbot.id)) throw apiError(409, m.testRunning);
  testsRunning.add(chatbot.id);
  try {
    // Each test is a paid call to the model: the account's budget, whatever chatbot it tests.
    await spendAssistantBudget(context.db, context.session.user.id);
    return await runTest(context, chatbot.id, input.userMessage);
  } finally {
    testsRunning.delete(chatbot.id);
  }
});

async function runTest(context: AuthedContext, chatbotId: string, userMessage: string) {
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
  if (outcome.startsWith('invalid:')) return m.testReplyRefused(outcome.slice('invalid:'.length));
  return m.llmFailed;
}

/** The knowledge screen's handlers, shaped like the contract. */
export const knowledgeRouter = {
  upload: handleUpload,
  files: handleListFiles,
  removeFile: handleRemoveFile,
  scrapeBlocks: handleScrapeBlocks,
  test: handleTest,
};
