import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { ChatbotRuntime } from './chatbotRuntimeCache';
import type { Channel } from './inboxEvent';

/** An error as stored on a message (messages.error). */
export interface StoredSendError {
  code: number;
  title: string;
  message: string;
  details: string;
}

/**
 * How one send went. `partsSent` counts the platform messages already accepted for this stored
 * message (one element may need several), so a retry resumes after them instead of repeating them.
 */
export type SendOutcome =
  | { kind: 'sent'; externalId: string | undefined; partsSent: number }
  | { kind: 'retry'; error: StoredSendError; partsSent: number }
  | { kind: 'failed'; error: StoredSendError; partsSent: number };

/** Waits before the next try of a retryable send: 0.5 s, 1 s, 2 s… up to a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 500 * 2 ** Math.max(0, attempt - 1));
}

/** After this many tries a retryable error is recorded as a failure. */
export const MAX_SEND_ATTEMPTS = 8;

/** The error stored on a message whose send a crash interrupted (see sendFailureText). */
export const INTERRUPTED_SEND_TITLE = 'Interrupted';

/** One stored message on its way out: our id (a platform that echoes it settles a crash) and its recipient. */
export interface OutboundMessage {
  id: string;
  /** The platform's address of the end-user (wa_id, page-scoped id, chat id). */
  to: string;
}

/**
 * How the runtime sends on one platform: sends `element` for `chatbot`, resuming after
 * `partsSent` parts already accepted; never throws. The app hands the runtime one per channel
 * (channels/*), so the runtime imports none.
 */
export type ChannelSender = (
  chatbot: ChatbotRuntime,
  message: OutboundMessage,
  element: FlowElement,
  partsSent: number,
) => Promise<SendOutcome>;

export type ChannelSenders = Partial<Record<Channel, ChannelSender>>;
