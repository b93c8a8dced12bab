import type { ChatbotRuntimeCache } from './chatbotRuntimeCache';
import type { InboxItem } from './inboxEvent';
import type { LiveHub } from './liveHub';
import type { RuntimeSignals } from './runtimeSignals';
import type { RuntimeStats } from './runtimeStats';

/**
 * A background worker the app hands the runtime (broadcasts, the GRIOT IA's knowledge): started
 * and stopped with the conversation workers.
 */
export interface RuntimeWorker {
  start(): void;
  stop(): Promise<void>;
  /** Looks for work now instead of at its next poll. */
  wake(): void;
}

/** What the runtime lends the workers the app builds for it. */
export interface RuntimeCore {
  signals: RuntimeSignals;
  chatbots: ChatbotRuntimeCache;
  onError: (error: unknown) => void;
}

/** The conversation runtime of one server process (createRuntime.ts builds it). */
export interface Runtime {
  signals: RuntimeSignals;
  chatbots: ChatbotRuntimeCache;
  live: LiveHub;
  stats: RuntimeStats;
  /** A background worker the app gave the runtime, by its name (e.g. BROADCAST_WORKER). */
  worker(name: string): RuntimeWorker | undefined;
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
