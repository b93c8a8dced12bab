import type { ChatMessage, ChatUserEvent } from '@griot/contract/conversations/conversationSchemas';
import type { conversationsContract } from '@griot/contract/conversations/conversationsContract';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { InferContractRouterOutputs } from '@orpc/contract';

/** The web chat's calls as the contract describes them (types only: nothing of zod is bundled). */
type Outputs = InferContractRouterOutputs<typeof conversationsContract>;

/** POST /webchat/{chatbotId}/session: the visitor's session and the bot's name and avatar. */
export type SessionStart = Outputs['webChatStart'];
/** What the frame keeps in localStorage between visits. */
export type VisitorSession = SessionStart['session'];
/** GET /webchat/{chatbotId}/messages. */
export type History = Outputs['webChatHistory'];
export type { ChatMessage, ChatUserEvent };

/**
 * What comes over the wire is read defensively: a flow saved long ago, or a message of another
 * version, may lack any field. The widget then shows what it can instead of failing.
 */
export type Loose<T> = T extends readonly (infer Item)[]
  ? Loose<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Loose<T[Key]> | null }
    : T;

/** A flow element as the bot sent it: its type, every other field possibly missing. */
export type WireElement = FlowElement extends infer Element
  ? Element extends { type: infer Type }
    ? Loose<Element> & { type: Type }
    : never
  : never;
export type WireList = Loose<Extract<FlowElement, { type: 'list' }>['interactive']>;

/** A stored message, from the history or the live stream. */
export type WireMessage = Loose<Omit<ChatMessage, 'content'>> & { content?: Record<string, unknown> | null };

/** `content` of a message the visitor sent: the event and how it reads. */
export type InboundContent = { event?: Loose<ChatUserEvent> | null; text?: string | null };
