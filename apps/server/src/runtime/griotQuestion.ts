import { AGENT_REDIRECTION } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages } from '@griot/contract/knowledge/knowledgeMessages';
import type { AssistantReply } from '@griot/contract/knowledge/knowledgeSchemas';
import type { EngineBlock, InboundEvent, SendableElement } from '@griot/flow-engine/engineTypes';

/**
 * An end-user's message handed to the GRIOT IA, as an inbox row of its own: the assistant worker
 * adds `answer` and makes the row due; if no answer comes before the row's deadline (its
 * `available_at`), the conversation worker runs it without one: the default block's own flow.
 * The row is settled once, with the round that sends its reply: never lost, never sent twice.
 */
export interface GriotQuestion {
  kind: 'griot';
  question: string;
  /** Set by the assistant worker that claimed the row, until then no other takes it. */
  leaseUntil?: string;
  answer?: { reply: AssistantReply | null; outcome: string };
}

/** The deadline of a question: the model's 30 s budget and a margin (then the default flow runs). */
export const GRIOT_DEADLINE_MS = 40_000;

/** The inbox event of a question for the GRIOT IA. */
export function griotQuestion(text: string): GriotQuestion {
  return { kind: 'griot', question: text };
}

/**
 * What a settled question does in the conversation: messages to send as they are, and/or an event
 * for the flow engine (a redirection, or the default block when there is no usable answer).
 */
export function griotTurn(
  event: GriotQuestion,
  blocks: readonly EngineBlock[],
): { elements: SendableElement[]; engineEvent?: InboundEvent } {
  const reply = event.answer?.reply ?? null;
  const known = new Set(blocks.filter((block) => block.category !== 'welcome').map((block) => block.idblock));
  if (reply?.responseType === 'text') {
    return { elements: [{ type: 'text', message: reply.message, preview_url: false }] };
  }
  if (reply?.responseType === 'text_button' && reply.buttons.every((button) => known.has(button.id))) {
    return {
      elements: [
        {
          type: 'text_button',
          message: reply.message,
          buttons: reply.buttons.map((button) => ({ id: button.id, title: button.title })),
        },
      ],
    };
  }
  if (reply?.responseType === 'redirection') {
    if (reply.redirection_block === AGENT_REDIRECTION)
      return { elements: [{ type: 'text', message: knowledgeMessages.agentHandover, preview_url: false }] };
    if (known.has(reply.redirection_block))
      return {
        elements: [],
        engineEvent: { type: 'button', id: reply.redirection_block, title: event.question },
      };
  }
  // No usable answer (none in time, a broken rule, a block deleted since): the default flow.
  const fallback = blocks.find((block) => block.category === 'default');
  if (!fallback) return { elements: [] };
  return { elements: [], engineEvent: { type: 'button', id: fallback.idblock, title: event.question } };
}
