import type { UserInputEvent } from '@griot/flow-engine/engineTypes';
import type { GriotQuestion } from './griotQuestion';

/** The channels an end-user can write from. */
export type Channel = 'whatsapp' | 'telegram' | 'messenger' | 'web';

/** What the channel told us about the person, kept on the end-user row. */
export interface SenderProfile {
  name?: string;
  phone?: string;
  /**
   * The language the channel says the person uses, as it says it (Telegram's language_code, the
   * web visitor's Accept-Language language): the runtime keeps its primary subtag.
   */
  language?: string;
}

/**
 * One row of the inbox: what a webhook received, or a continuation the runtime scheduled for
 * itself. Stored as JSON; `event` of a user message is already the engine's input.
 */
export type InboxEvent =
  | {
      kind: 'user';
      event: UserInputEvent;
      profile?: SenderProfile;
      /** The platform's own type (text, interactive, image…), for the transcript. */
      sourceType?: string;
      /** Channel facts a reply needs (WhatsApp: the business number; Telegram: the callback to answer). */
      meta?: Record<string, string>;
    }
  /** A web chat opened: the welcome block runs before the visitor writes anything. */
  | { kind: 'start'; profile?: SenderProfile }
  | { kind: 'resume'; token: string }
  | { kind: 'requestResult'; token: string; ok: boolean; status?: number; json?: unknown; error?: string }
  /** A message handed to the GRIOT IA, answered by the knowledge worker: see griotQuestion.ts. */
  | GriotQuestion
  /** Kept for the record, never run: see inboxRefusal.ts. */
  | { kind: 'refused'; reason: string; excerpt: string };

/** One inbox row to insert. */
export interface InboxItem {
  chatbotId: string;
  channel: Channel;
  sender: string;
  /** The platform message id: a second delivery of the same id is ignored. */
  externalId?: string;
  event: InboxEvent;
  /** Milliseconds from now before it may run (delays). */
  delayMs?: number;
  /** Set: stored as failed with this reason, and never run. */
  refusal?: string;
}
