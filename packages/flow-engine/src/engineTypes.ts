import type { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { SessionState } from './sessionState';

/** A block's category: the welcome block starts a conversation, the default block catches the rest. */
export type BlockCategory = 'welcome' | 'default' | 'commerce' | 'standard';

/** One block of the chatbot as the engine needs it. */
export interface EngineBlock {
  idblock: string;
  category: BlockCategory;
  type?: string;
  flow: FlowElement[];
  /** On the default block: unmatched input goes to the GRIOT IA instead of the block's flow. */
  assistantSwitch?: boolean;
}

/** A variable declared on the chatbot; the flow refers to it by `id`. */
export interface EngineVariable {
  id: string;
  slug: string;
  type: string;
}

/** The name of a built-in global variable. */
export type GlobalName = (typeof GLOBAL_VARIABLES)[number];

/** The built-in globals the runtime fills from the channel and the chatbot. */
export type EngineGlobals = Partial<Record<GlobalName, string>>;

/** The kinds of media an end-user can send. */
export type MediaKind = 'image' | 'audio' | 'document' | 'video';

/** What arrived for this end-user. */
export type InboundEvent =
  | { type: 'start' }
  | { type: 'text'; text: string }
  | { type: 'button'; id: string; title?: string; payload?: string }
  | { type: 'list'; id: string; title?: string }
  | { type: 'media'; mediaType: MediaKind; url?: string; mediaId?: string; caption?: string }
  | { type: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { type: 'resume'; token: string }
  | {
      type: 'requestResult';
      token: string;
      ok: boolean;
      status?: number;
      json?: unknown;
      error?: string;
    };

/** The events an end-user makes (the others come from the runtime). */
export type UserInputEvent = Extract<
  InboundEvent,
  { type: 'text' | 'button' | 'list' | 'media' | 'location' }
>;

/** The element types the engine sends to the end-user (the others act inside the engine). */
export type SendableElement = Extract<
  FlowElement,
  {
    type:
      | 'text'
      | 'text_button'
      | 'list'
      | 'image'
      | 'document'
      | 'audio'
      | 'location_request_message'
      | 'button_link';
  }
>;

/** One message to send, already interpolated, with the block it comes from. */
export interface OutboundMessage {
  blockId: string;
  element: SendableElement;
}

/**
 * An element the engine left out because it cannot be sent as it stands (a draft saved
 * incomplete, a text whose only variable had no value): the runtime logs it.
 */
export interface SkippedElement {
  blockId: string;
  /** 0-based, as in the session's position. */
  elementIndex: number;
  type: FlowElement['type'];
  /** What it lacks, in French (elementProblems). */
  problems: string[];
}

/** Something the runtime must do for the engine. */
export type EngineEffect =
  /** Call `runEngine` again with `{ type: 'resume', token }` after `delayMs`. */
  | { kind: 'schedule'; delayMs: number; token: string }
  /** POST `body` as JSON to `url`, then call `runEngine` with `{ type: 'requestResult', token, ... }`. */
  | { kind: 'request'; url: string; body: Record<string, string>; token: string }
  /** Send `message` to another number; the flow does not wait for it. */
  | { kind: 'notify'; to: string; message: string }
  /** Unmatched input reached a default block with `assistantSwitch`: the GRIOT IA answers `text`. */
  | { kind: 'fallback'; text: string }
  /**
   * The flow hands the conversation to a person (a button, list row or redirection whose target is
   * the human agent, AGENT_REDIRECTION): the runtime opens it in the team inbox and the bot is silent.
   */
  | { kind: 'handover' };

/** Everything `runEngine` needs; all of it serialisable. */
export interface EngineInput {
  blocks: readonly EngineBlock[];
  variables: readonly EngineVariable[];
  /** The stored session, or null/undefined for a new end-user. */
  session: SessionState | null | undefined;
  event: InboundEvent;
  globals: EngineGlobals;
  /** The current time in ms; the engine reads no clock of its own. */
  now?: number;
  /**
   * The IANA zone a wait-until's hour is read in (the workspace's, e.g. 'Africa/Dakar',
   * 'Europe/Paris'); 'Africa/Dakar' when absent or unknown.
   */
  timeZone?: string;
}

/** What one event produced. */
export interface EngineOutput {
  messages: OutboundMessage[];
  /** Variables set during this event, final values (session variables, last_input included). */
  variableChanges: Record<string, string>;
  effects: EngineEffect[];
  session: SessionState;
  /** Elements met but not sent, with why. */
  skipped: SkippedElement[];
  log: string[];
}
