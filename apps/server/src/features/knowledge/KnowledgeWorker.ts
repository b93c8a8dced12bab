import type { Database } from '@griot/db/openDatabase';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/files/fileStorage';
import type { LlmConfig } from '../../lib/llmConfig';
import { WakeableSleep } from '../../lib/wakeableSleep';
import { openConversation } from '../../runtime/conversationStatus';
import type { GriotQuestion } from '../../runtime/griotQuestion';
import type { RuntimeSignals } from '../../runtime/runtimeSignals';
import { askAssistant } from './askAssistant';
import { ExtractionAborted, SandboxCrashed, storedNote } from './extractionError';
import { ingestKnowledgeFile } from './ingestKnowledgeFile';
import type { ChatMessage } from './llmClient';

/** Without a wake-up, look for work this often. */
const IDLE_POLL_MS = 500;
const WOKEN_PAUSE_MS = 10;
/** An extraction (OCR of a large image, a 100-page PDF) holds its job this long before another process may retake it. */
const JOB_LEASE = '5 minutes';
/**
 * Claims of one job, each counted when made: a file whose extraction took its sandbox (or, before
 * the sandbox, the whole server) down twice is failed, never claimed again (issue 19: one upload
 * crashed the server 6 times in a row, claimed again after each restart).
 */
export const MAX_JOB_ATTEMPTS = 2;
/** Questions answered at once by one process (each waits on the model). */
const QUESTIONS_PER_ROUND = 4;
/** Recent messages of the conversation given to the model. */
const HISTORY_MESSAGES = 6;

export interface KnowledgeWorkerDeps {
  db: Database;
  files: FileStorage;
  /** Read at each question: a test server may point it at a fake after the start. */
  llm: () => LlmConfig;
  signals: RuntimeSignals;
  /** Where the OCR language data is copied (from its npm packages). */
  ocrDir: string;
  log: (level: 'info' | 'warn' | 'error', details: Record<string, unknown>, message: string) => void;
  /** Reads a file's text; the extraction sandbox by default (tests stand in for it). */
  extract?: (mimeType: string, data: Buffer, ocrDir: string) => Promise<string>;
}

/** The knowledge worker's name among the runtime's workers (`runtime.worker(KNOWLEDGE_WORKER)`). */
export const KNOWLEDGE_WORKER = 'knowledge';

/**
 * The GRIOT IA's background work in one server process: knowledge files to extract and index
 * (jobs claimed with FOR UPDATE SKIP LOCKED, leased, retried, so a restart loses none), and the
 * end-users' questions waiting in the inbox for the assistant (see runtime/griotQuestion.ts).
 */
export class KnowledgeWorker {
  private stopped = true;
  private running: Promise<void> | undefined;
  private readonly rest = new WakeableSleep();
  private readonly answering = new Set<Promise<void>>();
  /** Aborted at stop: the extraction in progress is killed instead of waited for (up to its time limit). */
  private stopping = new AbortController();

  constructor(private readonly deps: KnowledgeWorkerDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = new AbortController();
    this.deps.signals.on('inbox', this.wake);
    // Written messages (NOTIFY griot_messages, from any process) may come with a new question.
    this.deps.signals.on('outbox', this.wake);
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.deps.signals.off('inbox', this.wake);
    this.deps.signals.off('outbox', this.wake);
    this.rest.interrupt();
    await this.running;
    await Promise.all(this.answering);
  }

  /** New work was stored in this process (an upload, a question): look now. */
  readonly wake = (): void => {
    this.rest.wake();
  };

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = (await this.askQuestions()) || (await this.ingestOne());
      } catch (error) {
        this.deps.log('error', { err: error }, 'knowledge worker round failed');
      }
      if (!worked) await this.idle();
    }
  }

  /** Claims and runs one extraction job; false when there was none. */
  async ingestOne(): Promise<boolean> {
    const { db } = this.deps;
    await this.abandonExhaustedJobs();
    const claimed = await db.execute<{ id: number; file_id: string; attempts: number }>(sql`
      UPDATE knowledge_jobs SET status = 'running', attempts = attempts + 1,
        locked_until = now() + ${JOB_LEASE}::interval
      WHERE id = (
        SELECT id FROM knowledge_jobs
        WHERE (status = 'pending' OR (status = 'running' AND locked_until < now()))
          AND attempts < ${MAX_JOB_ATTEMPTS}
        ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
      RETURNING id, file_id, attempts`);
    const job = claimed.rows[0];
    if (!job) return false;
    const started = performance.now();
    try {
      const outcome = await ingestKnowledgeFile(db, this.deps.files, job.file_id, this.deps.ocrDir, {
        llm: this.deps.llm(),
        log: this.deps.log,
        extract: this.deps.extract,
        signal: this.stopping.signal,
      });
      // A file that could not be read, or was over the limits, fails its job with the card's reason.
      await db.execute(sql`
        UPDATE knowledge_jobs SET status = ${outcome === 'failed' ? 'failed' : 'done'}, finished_at = now(),
          locked_until = NULL,
          error = (SELECT error FROM knowledge_files WHERE id = ${job.file_id} AND ${outcome === 'failed'})
        WHERE id = ${job.id}`);
      this.deps.log(
        'info',
        { fileId: job.file_id, outcome, ms: Math.round(performance.now() - started) },
        'knowledge file ingested',
      );
    } catch (error) {
      if (error instanceof ExtractionAborted) {
        // Stopped with the server, not by the file: this claim does not count.
        await db.execute(sql`
          UPDATE knowledge_jobs SET status = 'pending', attempts = attempts - 1, locked_until = NULL
          WHERE id = ${job.id}`);
        return true;
      }
      const last = job.attempts >= MAX_JOB_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db.execute(sql`
        UPDATE knowledge_jobs SET status = ${last ? 'failed' : 'pending'}, error = ${reason},
          locked_until = NULL, finished_at = CASE WHEN ${last} THEN now() END
        WHERE id = ${job.id}`);
      if (last)
        await db
          .update(knowledgeFiles)
          .set({
            status: 'failed',
            error: storedNote(
              error instanceof SandboxCrashed
                ? { key: 'limitCrashes', kind: 'limit' }
                : { key: 'extractionInternalError', kind: 'unreadable' },
            ),
          })
          .where(eq(knowledgeFiles.id, job.file_id));
      this.deps.log(
        'warn',
        { err: error, fileId: job.file_id, attempt: job.attempts },
        'knowledge ingestion failed',
      );
    }
    return true;
  }

  /**
   * Fails the jobs claimed MAX_JOB_ATTEMPTS times that are waiting again: their lease ran out
   * because the process reading them died (or they were put back after a crash). Their files say why.
   */
  private async abandonExhaustedJobs(): Promise<void> {
    const abandoned = await this.deps.db.execute<{ file_id: string }>(sql`
      WITH abandoned AS (
        UPDATE knowledge_jobs SET status = 'failed', locked_until = NULL, finished_at = now(),
          error = 'abandoned: the extraction ended its process at every attempt'
        WHERE (status = 'pending' OR (status = 'running' AND locked_until < now()))
          AND attempts >= ${MAX_JOB_ATTEMPTS}
        RETURNING file_id)
      UPDATE knowledge_files SET status = 'failed', error = ${storedNote({ key: 'limitCrashes', kind: 'limit' })}, chunk_count = 0
      WHERE id IN (SELECT file_id FROM abandoned)
      RETURNING id AS file_id`);
    for (const row of abandoned.rows)
      this.deps.log('warn', { fileId: row.file_id }, 'knowledge file abandoned after its attempts');
  }

  /** Claims the questions waiting for the assistant and answers them in the background. */
  async askQuestions(): Promise<boolean> {
    if (this.answering.size >= QUESTIONS_PER_ROUND) {
      await Promise.race(this.answering);
      return true;
    }
    const claimed = await this.deps.db.execute<{
      id: number;
      chatbot_id: string;
      channel: string;
      sender: string;
      event: GriotQuestion;
    }>(sql`
      UPDATE inbox SET event = event || jsonb_build_object('leaseUntil', (now() + interval '45 seconds')::text)
      WHERE id IN (
        SELECT id FROM inbox
        WHERE status = 'pending' AND event->>'kind' = 'griot' AND NOT (event ? 'answer')
          AND coalesce((event->>'leaseUntil')::timestamptz, '-infinity') < now()
        ORDER BY id LIMIT ${QUESTIONS_PER_ROUND - this.answering.size} FOR UPDATE SKIP LOCKED)
      RETURNING id, chatbot_id, channel, sender, event`);
    for (const row of claimed.rows) {
      const task = this.answer(row).catch((error: unknown) =>
        this.deps.log('error', { err: error, inboxId: row.id }, 'GRIOT IA answer failed'),
      );
      this.answering.add(task);
      void task.finally(() => this.answering.delete(task));
    }
    return claimed.rows.length > 0;
  }

  private async answer(row: {
    id: number;
    chatbot_id: string;
    channel: string;
    sender: string;
    event: GriotQuestion;
  }): Promise<void> {
    const { db } = this.deps;
    const history = await recentHistory(db, row, row.event.question);
    const answer = await askAssistant(
      { db, llm: this.deps.llm(), log: (details, message) => this.deps.log('warn', details, message) },
      {
        chatbotId: row.chatbot_id,
        question: row.event.question,
        history,
        source: 'runtime',
        endUser: { channel: row.channel, externalId: row.sender },
      },
    );
    const agent = answer.reply?.responseType === 'redirection' && answer.reply.redirection_block === 'agent';
    await db.transaction(async (tx) => {
      const updated = await tx.execute(sql`
        UPDATE inbox SET
          event = event || jsonb_build_object('answer', ${JSON.stringify({ reply: answer.reply, outcome: answer.outcome })}::jsonb),
          available_at = now()
        WHERE id = ${row.id} AND status = 'pending'`);
      // Settled already (its deadline passed and the default flow ran): the end-user got no answer,
      // which the analytics' GRIOT IA insights count as such (the message says 'deadline' too).
      if ((updated.rowCount ?? 0) === 0) {
        await tx.execute(sql`
          UPDATE assistant_calls SET outcome = 'deadline', confidence = NULL WHERE id = ${answer.callId}`);
        return;
      }
      if (!agent) return;
      // GRIOT IA hands over: the conversation opens in the team inbox, the bot falls silent.
      const endUser = await tx.execute<{ id: string }>(sql`
        SELECT id FROM end_users
        WHERE chatbot_id = ${row.chatbot_id} AND channel = ${row.channel} AND external_id = ${row.sender}`);
      const endUserId = endUser.rows[0]?.id;
      if (endUserId) await openConversation(tx, { endUserId, reason: 'griot' });
    });
    this.deps.signals.wake('inbox');
    this.deps.log(
      'info',
      { chatbotId: row.chatbot_id, outcome: answer.outcome, latencyMs: answer.latencyMs },
      'GRIOT IA answered',
    );
  }

  private idle(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.rest.woken) {
      // Under a busy runtime wake-ups come by the hundred: look at most every few milliseconds.
      this.rest.woken = false;
      return new Promise((resolve) => setTimeout(resolve, WOKEN_PAUSE_MS));
    }
    return this.rest.sleep(IDLE_POLL_MS);
  }
}

/** The conversation's last messages before the question, oldest first, as chat turns. */
async function recentHistory(
  db: Database,
  lane: { chatbot_id: string; channel: string; sender: string },
  question: string,
): Promise<ChatMessage[]> {
  const result = await db.execute<{ direction: string; text: string | null }>(sql`
    SELECT m.direction, coalesce(m.content->>'text', m.content->'element'->>'message') AS text
    FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
    WHERE eu.chatbot_id = ${lane.chatbot_id} AND eu.channel = ${lane.channel} AND eu.external_id = ${lane.sender}
      AND m.type <> 'notification'
    ORDER BY m.seq DESC LIMIT ${HISTORY_MESSAGES + 1}`);
  const turns = result.rows
    .filter(
      (row): row is { direction: string; text: string } => typeof row.text === 'string' && row.text !== '',
    )
    .reverse()
    .map((row): ChatMessage => ({ role: row.direction === 'in' ? 'user' : 'assistant', content: row.text }));
  // The question itself is the conversation's last inbound message: it is sent on its own.
  const last = turns.at(-1);
  if (last?.role === 'user' && last.content === question) turns.pop();
  return turns.slice(-HISTORY_MESSAGES);
}
