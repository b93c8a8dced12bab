import { AGENT_REDIRECTION } from '@griot/contract/knowledge/knowledgeConstants';
import type { AssistantReply, Passage } from '@griot/contract/knowledge/knowledgeSchemas';
import type { Database } from '@griot/db/openDatabase';
import { assistantCalls } from '@griot/db/schema/knowledge';
import { sql } from 'drizzle-orm';
import { answerConfidence } from '../../domain/questions/questionWords';
import type { LlmConfig } from '../../lib/llmConfig';
import { LOCAL_MODEL } from '../../lib/llmConfig';
import { countTokens } from './countTokens';
import { generatePrompt, loadPrompt, loadPromptBlocks } from './knowledgeStore';
import { type ChatMessage, chatCompletion, LlmError } from './llmClient';
import { localAnswer } from './localAnswerer';
import { parseAssistantReply } from './parseAssistantReply';
import { retrievePassages } from './retrievePassages';

export interface AssistantAnswer {
  /** The validated reply; null when the assistant cannot answer (the default flow runs instead). */
  reply: AssistantReply | null;
  /** answered, redirected, agent, unknown, invalid:<rule>, timeout, error. */
  outcome: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  passages: Passage[];
  /** The idblock → name of the blocks a reply may name. */
  targets: Map<string, string>;
  /** The assistant_calls row recorded (the worker marks it 'deadline' when the answer came too late). */
  callId: number;
}

export interface AssistantDeps {
  db: Database;
  llm: LlmConfig;
  fetchImpl?: typeof fetch;
  /** Told when the question could not be embedded (full text answered alone). */
  log?: (details: Record<string, unknown>, message: string) => void;
}

/**
 * Asks the chatbot's GRIOT IA about an end-user's message: the stored system prompt (generated
 * from every block when none was saved yet), the best passages of the knowledge and the recent
 * conversation go to the configured model — or to the local answerer without one — and the
 * answer is validated against the prompt's rules. Every call is recorded for the cost report.
 */
export async function askAssistant(
  deps: AssistantDeps,
  input: {
    chatbotId: string;
    question: string;
    history?: readonly ChatMessage[];
    source: 'test' | 'runtime';
    /** Who asked (runtime calls): recorded for the GRIOT IA insights. */
    endUser?: { channel: string; externalId: string };
  },
): Promise<AssistantAnswer> {
  const started = performance.now();
  const { db, llm } = deps;
  const blocks = await loadPromptBlocks(db, input.chatbotId);
  const targets = new Map(
    blocks
      .filter((block) => block.category !== 'welcome')
      .map((block) => [block.idblock, block.blockname.trim() || block.idblock] as const),
  );
  const passages = await retrievePassages(db, input.chatbotId, input.question, {
    llm,
    fetchImpl: deps.fetchImpl,
    log: deps.log,
  });
  let answer: Omit<AssistantAnswer, 'latencyMs' | 'passages' | 'targets' | 'callId'>;
  // The passages the answer is built from: the local answerer reads the best one, a model all.
  const used = llm.baseUrl ? passages : passages.slice(0, 1);
  if (!llm.baseUrl) {
    const reply = localAnswer(
      input.question,
      passages,
      [...targets].map(([idblock, name]) => ({ idblock, name })),
    );
    answer = { reply, outcome: outcomeOf(reply), model: LOCAL_MODEL, inputTokens: 0, outputTokens: 0 };
  } else {
    const prompt =
      (await loadPrompt(db, input.chatbotId))?.prompt ?? (await generatePrompt(db, input.chatbotId));
    const messages: ChatMessage[] = [
      { role: 'system', content: prompt },
      { role: 'system', content: passagesMessage(passages) },
      ...(input.history ?? []),
      { role: 'user', content: input.question },
    ];
    answer = await callModel(deps, messages, new Set(targets.keys()));
  }
  const latencyMs = Math.round(performance.now() - started);
  const [recorded] = await db
    .insert(assistantCalls)
    .values({
      chatbotId: input.chatbotId,
      source: input.source,
      model: answer.model,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      costEstimate:
        (answer.inputTokens * llm.priceInputPerMillion + answer.outputTokens * llm.priceOutputPerMillion) /
        1_000_000,
      latencyMs,
      outcome: answer.outcome,
      // What the analytics' GRIOT IA insights read (migration 0044).
      question: input.question.slice(0, QUESTION_RECORDED_MAX),
      confidence:
        answer.outcome === 'answered'
          ? answerConfidence(
              input.question,
              used.map((passage) => passage.excerpt),
            )
          : null,
      fileIds: [...new Set(used.map((passage) => passage.fileId))],
      endUserId: input.endUser
        ? sql`(SELECT id FROM end_users WHERE chatbot_id = ${input.chatbotId}
          AND channel = ${input.endUser.channel} AND external_id = ${input.endUser.externalId})`
        : null,
    })
    .returning({ id: assistantCalls.id });
  return {
    ...answer,
    callId: recorded?.id ?? 0,
    latencyMs,
    passages: passages.map(({ fileId: _fileId, ...passage }) => passage),
    targets,
  };
}

/** The question is recorded cut to this length (the column's check, migration 0044). */
const QUESTION_RECORDED_MAX = 500;

async function callModel(
  deps: AssistantDeps,
  messages: ChatMessage[],
  targets: ReadonlySet<string>,
): Promise<Omit<AssistantAnswer, 'latencyMs' | 'passages' | 'targets' | 'callId'>> {
  const model = deps.llm.model;
  let inputEstimate = 0;
  for (const message of messages) inputEstimate += (await countTokens(message.content)) + 4;
  try {
    const completion = await chatCompletion(deps.llm, messages, deps.fetchImpl);
    const parsed = parseAssistantReply(completion.content, targets);
    const usage = {
      model: completion.model,
      inputTokens: completion.inputTokens || inputEstimate,
      outputTokens: completion.outputTokens || (await countTokens(completion.content)),
    };
    if (!parsed.ok) return { reply: null, outcome: `invalid:${parsed.reason}`, ...usage };
    return { reply: parsed.reply, outcome: outcomeOf(parsed.reply), ...usage };
  } catch (error) {
    const timedOut = error instanceof LlmError && error.timedOut;
    return {
      reply: null,
      outcome: timedOut ? 'timeout' : 'error',
      model,
      inputTokens: inputEstimate,
      outputTokens: 0,
    };
  }
}

function outcomeOf(reply: AssistantReply | null): string {
  if (!reply) return 'unknown';
  if (reply.responseType !== 'redirection') return 'answered';
  return reply.redirection_block === AGENT_REDIRECTION ? 'agent' : 'redirected';
}

/**
 * The passages, numbered, as a second system message (the fake LLM reads the same layout). Part of
 * the prompt, in the prompt's language (buildSystemPrompt.ts), whoever reads the screens.
 */
export function passagesMessage(passages: readonly Passage[]): string {
  if (passages.length === 0)
    // i18n-exempt: part of the LLM's prompt, not a text a user reads
    return 'Extraits de la base de connaissances : aucun extrait ne correspond à cette question.';
  return [
    // i18n-exempt: part of the LLM's prompt, not a text a user reads
    'Extraits de la base de connaissances :',
    ...passages.map(
      (passage, index) => `[${index + 1}] (${passage.fileName}) ${passage.excerpt.replace(/\s+/g, ' ')}`,
    ),
  ].join('\n');
}
