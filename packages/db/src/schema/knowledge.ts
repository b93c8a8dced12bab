import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A file of a chatbot's GRIOT IA knowledge. */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Key in the file storage, served at /api/public/<key>. */
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: ['pending', 'indexed', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why the extraction failed, in French, shown on the file's card. */
    error: text('error'),
    chunkCount: integer('chunk_count').notNull().default(0),
    textLength: integer('text_length').notNull().default(0),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('knowledge_files_duplicate').on(table.chatbotId, table.originalName, table.size)],
);

/** An overlapping piece of a file's text, indexed for French full-text search. */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('french', content)`),
    /** Its embedding (LLM_EMBEDDINGS_MODEL), L2-normalised; null: found by full text only. */
    embedding: real('embedding').array(),
  },
  (table) => [
    index('knowledge_chunks_search').using('gin', table.search),
    index('knowledge_chunks_file').on(table.fileId, table.position),
    index('knowledge_chunks_chatbot').on(table.chatbotId),
    index('knowledge_chunks_embedded').on(table.chatbotId, table.id).where(sql`embedding IS NOT NULL`),
  ],
);

/** The system prompt of a chatbot's assistant, generated from its blocks or edited by its owner. */
export const knowledgePrompts = pgTable('knowledge_prompts', {
  chatbotId: uuid('chatbot_id')
    .primaryKey()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  prompt: text('prompt').notNull(),
  generatedPrompt: text('generated_prompt').notNull(),
  selectedBlocks: jsonb('selected_blocks').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  edited: boolean('edited').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file's extraction, claimed with FOR UPDATE SKIP LOCKED and leased: a restart loses nothing. */
export const knowledgeJobs = pgTable(
  'knowledge_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('knowledge_jobs_waiting').on(table.id).where(sql`status IN ('pending', 'running')`)],
);

/** One call to the assistant: the cost report of the knowledge screen reads these. */
export const assistantCalls = pgTable(
  'assistant_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['test', 'runtime'] }).notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    costEstimate: doublePrecision('cost_estimate').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end-user's question, at most 500 characters (migration 0044: the GRIOT IA insights). */
    question: text('question'),
    /** 0 to 1: the question's significant words found in the passages used; null: not answered. */
    confidence: real('confidence'),
    /** The knowledge files whose chunks the answer was built from. */
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'`),
    /** Cleared with question when the end-user is erased (migration 0044's trigger). */
    endUserId: uuid('end_user_id'),
  },
  (table) => [
    index('assistant_calls_chatbot').on(table.chatbotId, table.createdAt.desc()),
    index('assistant_calls_end_user').on(table.endUserId).where(sql`end_user_id IS NOT NULL`),
    // INCLUDE (outcome, confidence) in migration 0044: the insights' totals are index-only scans.
    index('assistant_calls_runtime').on(table.chatbotId, table.createdAt).where(sql`source = 'runtime'`),
  ],
);
