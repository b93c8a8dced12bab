import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config';
import { BroadcastWorker } from '../features/broadcasts/BroadcastWorker';
import type { KnowledgeWorker } from '../features/knowledge/KnowledgeWorker';
import { createKnowledgeWorker } from '../features/knowledge/knowledgeServices';
import { ActivityCatchUp } from './activityCatchUp';
import { ChatbotRuntimeCache } from './chatbotRuntimeCache';
import { ConversationRounds } from './conversationRounds';
import { InboxBacklog } from './inboxBacklog';
import { InboxBatcher } from './inboxBatcher';
import type { InboxItem } from './inboxEvent';
import { LaneWorker } from './laneWorker';
import { LiveHub } from './liveHub';
import { createRequestAgent, performRequest } from './performRequest';
import type { PendingRequest, ProcessResult } from './processLanes';
import { RuntimeSignals } from './runtimeSignals';
import { RuntimeStats, type SendResult } from './runtimeStats';
import type { ChannelSenders } from './sendOutcome';

/** A refused delivery comes back after this long: a few seconds of the workers' work. */
const BACKLOG_RETRY_AFTER_SECONDS = 5;

/** The conversation runtime of one server process. */
export interface Runtime {
  signals: RuntimeSignals;
  chatbots: ChatbotRuntimeCache;
  live: LiveHub;
  stats: RuntimeStats;
  /** Sends broadcast campaigns (started and stopped with the conversation workers). */
  broadcasts?: BroadcastWorker;
  /** GRIOT IA: knowledge extraction and the assistant's answers to end-users. */
  knowledge?: KnowledgeWorker;
  /** Conversation workers running in this process (0 when RUNTIME_ENABLED=false or stopped). */
  runningWorkers(): number;
  /**
   * Throws ServiceBusyError (503, Retry-After) when the inbox cannot keep up: called by the
   * webhooks and the web chat before they take a delivery.
   */
  checkAccepting(): Promise<void>;
  /** Stores what arrived and wakes the workers; resolves with the number of new rows. */
  receive(items: readonly InboxItem[]): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createRuntime(options: {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  config: Config;
  log: FastifyBaseLogger;
  /** How each platform is sent to (channels/*, given by the app). */
  senders: ChannelSenders;
}): Runtime {
  const { db, pool, config, log } = options;
  const signals = new RuntimeSignals();
  const chatbots = new ChatbotRuntimeCache(db, config.secretKey, (chatbotId, idblock) =>
    log.warn(
      { chatbotId, idblock },
      'stored block has elements that do not match the flow schema: they are skipped',
    ),
  );
  const onError = (error: unknown): void => log.error({ err: error }, 'runtime error');
  const stats = new RuntimeStats();
  let running = 0;
  const live = new LiveHub(db, options.connectionString, signals, onError);
  let requestAgent = createRequestAgent(config.runtime.requestAllowlist);

  const backlog = new InboxBacklog(
    db,
    {
      maxDepth: config.runtime.inboxMaxDepth,
      maxAgeSeconds: config.runtime.inboxMaxAgeSeconds,
      retryAfterSeconds: BACKLOG_RETRY_AFTER_SECONDS,
    },
    onError,
  );
  const batcher = new InboxBatcher(db, (details, message) => log.warn(details, message));
  const receive = async (items: readonly InboxItem[]): Promise<number> => {
    const added = await batcher.add(items);
    if (added > 0) signals.wake('inbox');
    return added;
  };

  const runRequest = (request: PendingRequest): void => {
    void performRequest(requestAgent, config.runtime.requestAllowlist, request.url, request.body)
      .then((outcome) => {
        if (!outcome.ok)
          log.info({ url: request.url, error: outcome.error, status: outcome.status }, 'flow request failed');
        return receive([
          { ...request.lane, event: { kind: 'requestResult', token: request.token, ...outcome } },
        ]);
      })
      .catch(onError);
  };

  const hooks = {
    publicUrl: config.publicUrl,
    runtime: config.runtime,
    loadChatbot: (chatbotId: string) => chatbots.get(chatbotId),
    senders: options.senders,
    log: (level: 'info' | 'warn', details: Record<string, unknown>, message: string) =>
      log[level](details, message),
    onSendResult: (channel: string, result: SendResult) => stats.recordSend(channel, result),
    afterProcess: (result: ProcessResult) => {
      for (const request of result.requests) runRequest(request);
    },
    onError,
  };
  const broadcasts = new BroadcastWorker({
    db,
    graph: () => config.runtime,
    accessToken: async (chatbotId) => (await chatbots.get(chatbotId))?.accessToken,
    ratePerSecond: () => config.runtime.broadcastRatePerSecond,
    interruptedSendWaitSeconds: () => config.runtime.interruptedSendWaitSeconds,
    onError,
  });
  const activity = new ActivityCatchUp(db, onError);
  const knowledge = createKnowledgeWorker({ db, config, signals, log });
  const workers = Array.from(
    { length: config.runtime.workers },
    () => new LaneWorker(pool, signals, new ConversationRounds(hooks), onError),
  );

  return {
    signals,
    chatbots,
    live,
    stats,
    broadcasts,
    knowledge,
    runningWorkers: () => running,
    checkAccepting: () => backlog.checkAccepting(),
    receive,
    async start() {
      if (requestAgent.closed) requestAgent = createRequestAgent(config.runtime.requestAllowlist);
      await live.start((connectionString) => new pg.Client({ connectionString }));
      if (config.runtime.enabled) for (const worker of workers) worker.start();
      if (config.runtime.enabled) broadcasts.start();
      if (config.runtime.enabled) knowledge.start();
      if (config.runtime.enabled) activity.start();
      running = config.runtime.enabled ? workers.length : 0;
    },
    async stop() {
      running = 0;
      await Promise.all([...workers.map((worker) => worker.stop()), broadcasts.stop()]);
      await knowledge.stop();
      await activity.stop();
      await live.stop();
      if (!requestAgent.closed) await requestAgent.close();
    },
  };
}
