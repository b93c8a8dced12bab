import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { BROADCAST_WORKER, BroadcastWorker } from '../features/broadcasts/BroadcastWorker';
import { conversationLiveReader } from '../features/conversations/conversationLiveReader';
import {
  INBOX_AUTOMATION_WORKER,
  InboxAutomationWorker,
} from '../features/inboxAutomation/InboxAutomationWorker';
import { KNOWLEDGE_WORKER } from '../features/knowledge/KnowledgeWorker';
import { createKnowledgeWorker } from '../features/knowledge/knowledgeServices';
import type { Config } from '../lib/config';
import { createRuntime } from '../runtime/createRuntime';
import type { Runtime } from '../runtime/runtime';
import { channelSenders } from './channelSenders';

/**
 * The runtime with what the app hands it: a sender per platform, the conversations' reader for the
 * live hub, and the background workers started and stopped with it (broadcast campaigns, the
 * GRIOT IA's knowledge files and answers, the team inbox's automation).
 */
export function createAppRuntime(options: {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  config: Config;
  log: FastifyBaseLogger;
}): Runtime {
  const { db, config, log } = options;
  return createRuntime({
    db,
    pool: options.pool,
    connectionString: options.connectionString,
    config,
    log,
    senders: channelSenders(config.runtime),
    liveReader: conversationLiveReader(db),
    workers: ({ signals, chatbots, onError }) => ({
      [BROADCAST_WORKER]: new BroadcastWorker({
        db,
        graph: () => config.runtime,
        accessToken: async (chatbotId) => (await chatbots.get(chatbotId))?.accessToken,
        ratePerSecond: () => config.runtime.broadcastRatePerSecond,
        interruptedSendWaitSeconds: () => config.runtime.interruptedSendWaitSeconds,
        onError,
      }),
      [KNOWLEDGE_WORKER]: createKnowledgeWorker({ db, config, signals, log }),
      [INBOX_AUTOMATION_WORKER]: new InboxAutomationWorker({
        db,
        signals,
        log: (level, details, message) => log[level](details, message),
      }),
    }),
  });
}
