import type { CostReport, KnowledgeFile, ObjectSystem } from '@griot/contract/knowledge/knowledgeSchemas';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import {
  assistantCalls,
  knowledgeChunks,
  knowledgeFiles,
  knowledgePrompts,
} from '@griot/db/schema/knowledge';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LlmConfig } from '../../lib/llmConfig';
import { buildSystemPrompt, type PromptBlock, type PromptKnowledge } from './buildSystemPrompt';
import { countTokens } from './countTokens';
import { knowledgeCardText } from './extractionError';

/** The reads and writes of the knowledge feature, shared by its handlers, worker and seed. */

export type KnowledgeFileRow = typeof knowledgeFiles.$inferSelect;
export type PromptRow = typeof knowledgePrompts.$inferSelect;

export function toKnowledgeFile(row: KnowledgeFileRow): KnowledgeFile {
  return {
    id: row.id,
    originalname: row.originalName,
    mimetype: row.mimeType,
    size: row.size,
    path: row.storageKey,
    uploaded_at: row.uploadedAt.toISOString(),
    status: row.status,
    error: knowledgeCardText(row.error),
    chunks: row.chunkCount,
  };
}

export async function toObjectSystem(row: PromptRow): Promise<ObjectSystem> {
  return {
    systemPrompt: { promptblock: row.prompt },
    update_date: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    generated_at: row.generatedAt.toISOString(),
    generated_prompt: row.generatedPrompt,
    edited: row.edited,
    selectedBlocks: row.selectedBlocks,
    tokens: await countTokens(row.prompt),
  };
}

export async function listKnowledgeFiles(db: Database, chatbotId: string): Promise<KnowledgeFileRow[]> {
  return db
    .select()
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.chatbotId, chatbotId))
    .orderBy(asc(knowledgeFiles.uploadedAt), asc(knowledgeFiles.originalName));
}

export async function loadPrompt(db: Database, chatbotId: string): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(knowledgePrompts).where(eq(knowledgePrompts.chatbotId, chatbotId));
  return row;
}

/** The chatbot's blocks, as the prompt and the reply validation need them. */
export async function loadPromptBlocks(db: Database, chatbotId: string): Promise<PromptBlock[]> {
  const rows = await db
    .select({
      idblock: blocks.idblock,
      blockname: blocks.blockname,
      category: blocks.category,
      flow: blocks.flow,
    })
    .from(blocks)
    .where(eq(blocks.chatbotId, chatbotId))
    .orderBy(asc(blocks.createdAt), asc(blocks.idblock));
  return rows;
}

/** Each indexed file's opening, for the prompt. */
export async function loadKnowledgeExcerpts(db: Database, chatbotId: string): Promise<PromptKnowledge[]> {
  const rows = await db
    .select({ fileName: knowledgeFiles.originalName, excerpt: knowledgeChunks.content })
    .from(knowledgeChunks)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgeChunks.fileId))
    .where(and(eq(knowledgeChunks.chatbotId, chatbotId), eq(knowledgeChunks.position, 0)))
    .orderBy(asc(knowledgeFiles.uploadedAt));
  return rows;
}

/** Generates the prompt from the chosen blocks (all when `selected` is undefined) and the knowledge. */
export async function generatePrompt(
  db: Database,
  chatbotId: string,
  selected?: readonly string[],
): Promise<string> {
  const [chatbot] = await db
    .select({ botName: chatbots.botName, description: chatbots.description })
    .from(chatbots)
    .where(eq(chatbots.id, chatbotId));
  const all = await loadPromptBlocks(db, chatbotId);
  const chosen = selected ? all.filter((block) => selected.includes(block.idblock)) : all;
  return buildSystemPrompt({
    botName: chatbot?.botName ?? '',
    description: chatbot?.description ?? '',
    blocks: chosen,
    knowledge: await loadKnowledgeExcerpts(db, chatbotId),
  });
}

/** Stores a newly generated prompt (the owner's edit is replaced: reset goes to the new text). */
export async function storeGeneratedPrompt(
  db: Database,
  chatbotId: string,
  prompt: string,
  selected: readonly string[],
): Promise<PromptRow> {
  const [row] = await db
    .insert(knowledgePrompts)
    .values({ chatbotId, prompt, generatedPrompt: prompt, selectedBlocks: [...selected], edited: false })
    .onConflictDoUpdate({
      target: knowledgePrompts.chatbotId,
      set: {
        prompt,
        generatedPrompt: prompt,
        selectedBlocks: [...selected],
        edited: false,
        updatedAt: sql`now()`,
        generatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('prompt not stored');
  return row;
}

/** Stores the owner's edit of the prompt. */
export async function storeEditedPrompt(db: Database, chatbotId: string, prompt: string): Promise<PromptRow> {
  const [row] = await db
    .insert(knowledgePrompts)
    .values({ chatbotId, prompt, generatedPrompt: prompt, edited: false })
    .onConflictDoUpdate({
      target: knowledgePrompts.chatbotId,
      set: {
        prompt,
        edited: sql`${prompt} <> ${knowledgePrompts.generatedPrompt}`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('prompt not stored');
  return row;
}

/** Every assistant call of the chatbot, summed. */
export async function loadCostReport(db: Database, chatbotId: string, llm: LlmConfig): Promise<CostReport> {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      inputTokens: sql<number>`coalesce(sum(${assistantCalls.inputTokens}), 0)::int`,
      outputTokens: sql<number>`coalesce(sum(${assistantCalls.outputTokens}), 0)::int`,
      cost: sql<number>`coalesce(sum(${assistantCalls.costEstimate}), 0)::float8`,
      averageLatencyMs: sql<number>`coalesce(avg(${assistantCalls.latencyMs}), 0)::float8`,
    })
    .from(assistantCalls)
    .where(eq(assistantCalls.chatbotId, chatbotId));
  return {
    calls: row?.calls ?? 0,
    inputTokens: row?.inputTokens ?? 0,
    outputTokens: row?.outputTokens ?? 0,
    cost: row?.cost ?? 0,
    averageLatencyMs: Math.round(row?.averageLatencyMs ?? 0),
    model: llm.model,
  };
}
