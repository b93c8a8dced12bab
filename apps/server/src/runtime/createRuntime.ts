import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../lib/config';
import { ActivityCatchUp } from './activityCatchUp';
import { ChatbotRuntimeCache } from './chatbotRuntimeCache';
import { ConversationRounds } from './conversationRounds';
import { InboxBacklog } from './inboxBacklog';
import { InboxBatcher } from './inboxBatcher';
import type { InboxItem } from './inboxEvent';
import { LaneWorker } from './laneWorker';
import { LiveHub, type LiveReader } from './liveHub';
import { createRequestAgent, performRequest } from './performRequest';
import type { PendingRequest, ProcessResult } from './processLanes';
import type { Runtime, RuntimeCore, RuntimeWorker } from './runtime';
import { RuntimeSignals } from './runtimeSignals';
import { RuntimeStats, type SendResult } from './runtimeStats';
import type { ChannelSenders } from './sendOutcome';

/** A refused delivery comes back after this long: a few seconds of the workers' work. */
const BACKLOG_RETRY_AFTER_SECONDS = 5;

export function createRuntime(options: {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  config: Config;
  log: FastifyBaseLogger;
  /** How each platform is sent to (channels/*, given by the app). */
  senders: ChannelSenders;
  /** How the live hub reads the messages it carries to the screens (the conversations' queries). */
  liveReader: LiveReader;
  /** The background workers besides the conversation workers, by name, built by the app. */
  workers?: (core: RuntimeCore) => Record<string, RuntimeWorker>;
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
  const live = new LiveHub(db, options.connectionString, options.liveReader, signals, onError);
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
  const activity = new ActivityCatchUp(db, onError);
  const background = new Map(Object.entries(options.workers?.({ signals, chatbots, onError }) ?? {}));
  const workers = Array.from(
    { length: config.runtime.workers },
    () => new LaneWorker(pool, signals, new ConversationRounds(hooks), onError),
  );

  return {
    signals,
    chatbots,
    live,
    stats,
    worker: (name) => background.get(name),
    runningWorkers: () => running,
    checkAccepting: () => backlog.checkAccepting(),
    receive,
    async start() {
      if (requestAgent.closed) requestAgent = createRequestAgent(config.runtime.requestAllowlist);
      await live.start((connectionString) => new pg.Client({ connectionString }));
      if (config.runtime.enabled) for (const worker of workers) worker.start();
      if (config.runtime.enabled) for (const worker of background.values()) worker.start();
      if (config.runtime.enabled) activity.start();
      running = config.runtime.enabled ? workers.length : 0;
    },
    async stop() {
      running = 0;
      await Promise.all([...workers, ...background.values()].map((worker) => worker.stop()));
      await activity.stop();
      await live.stop();
      if (!requestAgent.closed) await requestAgent.close();
    },
  };
}
