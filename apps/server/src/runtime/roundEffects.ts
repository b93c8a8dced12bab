import type { EngineEffect } from '@griot/flow-engine/engineTypes';
import type { EndUserFacts } from './buildGlobals';
import type { ChatbotRuntime } from './chatbotRuntimeCache';
import { GRIOT_DEADLINE_MS, griotQuestion } from './griotQuestion';
import type { InboxItem } from './inboxEvent';
import type { MessageRecord } from './laneQueries';
import type { Lane } from './lanes';

/**
 * What a round does with the engine's effects: continuations stored as inbox rows (a delay's or a
 * 'wait until' follow-up's resume, due up to 90 days ahead; a request's fallback result; a question
 * for GRIOT IA), requests made after the round commits, notifications queued; and the bot's replies
 * as the round stores them.
 */

/** A request element's POST, made after the batch commits (it may take 10 s). */
export interface PendingRequest {
  lane: Lane;
  url: string;
  body: Record<string, string>;
  token: string;
}

/** A request that never answers is settled as failed after this long (its element waits 10 s). */
const REQUEST_TIMEOUT_FALLBACK_MS = 15_000;

export interface EffectScope {
  lane: Lane;
  chatbot: ChatbotRuntime;
  endUser: EndUserFacts;
  continuations: InboxItem[];
  requests: PendingRequest[];
  records: MessageRecord[];
  context: { log: (level: 'info' | 'warn', details: Record<string, unknown>, message: string) => void };
}

/** Turns one of the engine's effects (but the hand-over, which runLane applies) into what the round writes or does. */
export function applyEffect(effect: EngineEffect, scope: EffectScope): void {
  const { lane } = scope;
  switch (effect.kind) {
    case 'schedule':
      scope.continuations.push({
        ...lane,
        event: { kind: 'resume', token: effect.token },
        delayMs: effect.delayMs,
      });
      return;
    case 'request':
      scope.requests.push({ lane, url: effect.url, body: effect.body, token: effect.token });
      // Settles the flow even if this process dies during the request; a late result is stale.
      scope.continuations.push({
        ...lane,
        event: { kind: 'requestResult', token: effect.token, ok: false, error: 'no answer' },
        delayMs: REQUEST_TIMEOUT_FALLBACK_MS,
      });
      return;
    case 'notify':
      // Sent on the chatbot's channel to another number, outside this conversation.
      scope.context.log('info', { chatbotId: lane.chatbotId, to: effect.to }, 'notification queued');
      scope.records.push({
        chatbot_id: lane.chatbotId,
        end_user_id: scope.endUser.id,
        direction: 'out',
        type: 'notification',
        content: {
          element: { type: 'text', message: effect.message, preview_url: false },
          notify_to: effect.to,
        },
        status: lane.channel === 'whatsapp' ? 'queued' : 'failed',
        external_id: null,
        sending: lane.channel === 'whatsapp',
      });
      return;
    case 'fallback':
      // Asked in the background (never inside this round); the default flow runs at the deadline.
      scope.continuations.push({ ...lane, event: griotQuestion(effect.text), delayMs: GRIOT_DEADLINE_MS });
      return;
    case 'handover':
      // Handled by runLane: it changes who talks for the rest of the lane.
      return;
  }
}

/** A reply of the bot, to store: queued for the channel's sender, or already sent on the web chat. */
export function reply(
  lane: Lane,
  endUserId: string,
  type: string,
  content: Record<string, unknown>,
): MessageRecord {
  return {
    chatbot_id: lane.chatbotId,
    end_user_id: endUserId,
    direction: 'out',
    type,
    content,
    // The web chat has nothing to call: the browser reads the stored message.
    status: lane.channel === 'web' ? 'sent' : 'queued',
    external_id: null,
    // WhatsApp echoes our message id in its statuses, so a reply a crash catches after this round
    // commits is settled by Meta's status or sent again (interruptedUpdate): it may be stored
    // already marked. Telegram and Messenger have no echo: their mark waits until the send.
    sending: lane.channel === 'whatsapp',
  };
}
