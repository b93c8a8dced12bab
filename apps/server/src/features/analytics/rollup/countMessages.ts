import { BROADCAST_REPLY_HOURS, CONVERSATION_GAP_HOURS } from '@griot/contract/analytics/analyticsSchemas';
import {
  addFlow,
  type ConversationState,
  type Deltas,
  hourDelta,
  hourOf,
  type RolledMessage,
} from './rollupTypes';

const GAP_MS = CONVERSATION_GAP_HOURS * 3_600_000;
const REPLY_MS = BROADCAST_REPLY_HOURS * 3_600_000;
/** Elements that wait for the end-user (the engine stops on them: executeBlock's waitingFor). */
const WAITING_TYPES = new Set(['text_button', 'list', 'location_request_message']);
/** GRIOT IA's answers carry this block id (runtime/processLanes). */
export const GRIOT_BLOCK_ID = 'griot-ia';

/** A conversation whose end the caller must count: silent since its last message for 24 h. */
export type Ending = ConversationState;

/**
 * Folds a batch of messages (seq order) into the counters and the conversations' states.
 *
 * What a conversation is: it begins with an inbound message (the end-user writes) when the
 * end-user has none open: their first message ever, or the first after 24 h of silence in both
 * directions. Outbound messages alone (a broadcast, a follow-up to someone silent for days) begin
 * none: a campaign to 10,000 people is not 10,000 conversations. Within a conversation every
 * message, either direction, pushes its silence back. Each block, and each element that waits
 * for an answer, counts once per conversation as reached, at the hour of the message.
 */
export function countMessages(
  batch: readonly RolledMessage[],
  conversations: Map<string, ConversationState>,
  sends: Map<string, { broadcastId: string; sentAt: Date }>,
  deltas: Deltas,
): Ending[] {
  const endings: Ending[] = [];
  for (const message of batch) {
    const at = message.createdAt;
    const conversation = conversations.get(message.endUserId);
    if (
      conversation &&
      !conversation.endedAt &&
      at.getTime() - conversation.lastMessageAt.getTime() >= GAP_MS
    ) {
      // Silent for 24 h before this message: that conversation ended where it stood.
      endings.push({ ...conversation });
      conversation.endedAt = new Date(conversation.lastMessageAt.getTime() + GAP_MS);
    }
    const open = conversation && !conversation.endedAt ? conversation : undefined;
    const hours = hourDelta(deltas, message, at);
    if (message.direction === 'in') {
      hours.inbound += 1;
      countWriter(deltas, message, conversation?.lastInboundAt ?? null);
      if (!conversation) hours.newEndUsers += 1;
      if (open && message.choice && open.lastBlockId && open.lastElementId && open.lastWaits)
        addChoice(deltas, message, open.lastBlockId, open.lastElementId, message.choice);
      let current = open;
      if (!current) {
        hours.started += 1;
        current = {
          endUserId: message.endUserId,
          chatbotId: message.chatbotId,
          workspaceId: message.workspaceId,
          channel: message.channel,
          startedAt: at,
          lastMessageAt: at,
          lastBlockId: null,
          lastElementId: null,
          lastWaits: false,
          reached: [],
          endedAt: null,
          lastInboundAt: conversation?.lastInboundAt ?? null,
        };
        conversations.set(message.endUserId, current);
      }
      // The end-user answered: whatever waited is no longer waiting on them.
      current.lastWaits = false;
      // Rows of concurrent rounds may come a little out of time order: silence runs from the latest.
      if (at > current.lastMessageAt) current.lastMessageAt = at;
      if (!current.lastInboundAt || at > current.lastInboundAt) current.lastInboundAt = at;
      const send = sends.get(message.endUserId);
      if (send && at.getTime() - send.sentAt.getTime() <= REPLY_MS && at >= send.sentAt) {
        const key = `${send.broadcastId}|${message.endUserId}`;
        if (!deltas.replies.has(key))
          deltas.replies.set(key, { broadcastId: send.broadcastId, endUserId: message.endUserId, at });
      }
      continue;
    }
    if (message.agentId) hours.outboundAgent += 1;
    else if (message.blockId === GRIOT_BLOCK_ID) hours.outboundGriot += 1;
    else hours.outboundFlow += 1;
    if (message.broadcastId) {
      const send = { broadcastId: message.broadcastId, sentAt: at };
      sends.set(message.endUserId, send);
      deltas.sends.set(message.endUserId, send);
    }
    if (!open) continue;
    if (at > open.lastMessageAt) open.lastMessageAt = at;
    if (message.agentId || !message.blockId || message.blockId === GRIOT_BLOCK_ID) continue;
    reach(deltas, open, message, message.blockId, '');
    const waitingOn = message.answerElementId
      ? message.answerElementId
      : message.elementType && WAITING_TYPES.has(message.elementType)
        ? message.elementId
        : null;
    if (waitingOn) reach(deltas, open, message, message.blockId, waitingOn);
    open.lastBlockId = message.blockId;
    open.lastElementId = waitingOn ?? message.elementId;
    open.lastWaits = waitingOn !== null;
  }
  return endings;
}

/**
 * The end-user wrote at this hour: a row of analytics_end_user_hours with the hour they last wrote
 * before (null: never). Their messages come in order (one lane per end-user), so a message in the
 * same hour as the last one adds nothing.
 */
function countWriter(deltas: Deltas, message: RolledMessage, lastInboundAt: Date | null): void {
  const hour = hourOf(message.createdAt);
  const prevHour = lastInboundAt ? hourOf(lastInboundAt) : null;
  if (prevHour && prevHour >= hour) return;
  deltas.endUserHours.set(`${message.chatbotId}|${hour.toISOString()}|${message.endUserId}`, {
    chatbotId: message.chatbotId,
    hour,
    endUserId: message.endUserId,
    prevHour,
  });
}

function reach(
  deltas: Deltas,
  conversation: ConversationState,
  message: RolledMessage,
  blockId: string,
  elementId: string,
): void {
  const key = `${blockId}\u001f${elementId}`;
  if (conversation.reached.includes(key)) return;
  conversation.reached.push(key);
  addFlow(deltas, message.chatbotId, message.createdAt, blockId, elementId, { reached: 1 });
}

function addChoice(
  deltas: Deltas,
  message: RolledMessage,
  blockId: string,
  elementId: string,
  choice: string,
): void {
  const hour = hourOf(message.createdAt);
  const key = `${message.chatbotId}|${hour.toISOString()}|${blockId}|${elementId}|${choice}`;
  const row = deltas.choices.get(key) ?? {
    chatbotId: message.chatbotId,
    hour,
    blockId,
    elementId,
    choice,
    chosen: 0,
  };
  row.chosen += 1;
  deltas.choices.set(key, row);
}

/**
 * Counts ended conversations: 'left' when the last element waited for an answer that never came
 * (and no person resolved it since it began), else 'finished'; at the hour of the last message.
 */
export function countEndings(
  endings: readonly Ending[],
  resolved: ReadonlySet<string>,
  deltas: Deltas,
): void {
  for (const ending of endings) {
    const hours = hourDelta(deltas, ending, ending.lastMessageAt);
    const left = ending.lastWaits && !resolved.has(ending.endUserId) && ending.lastBlockId;
    if (!left || !ending.lastBlockId) {
      hours.finished += 1;
      continue;
    }
    hours.left += 1;
    addFlow(deltas, ending.chatbotId, ending.lastMessageAt, ending.lastBlockId, '', { left: 1 });
    if (ending.lastElementId)
      addFlow(deltas, ending.chatbotId, ending.lastMessageAt, ending.lastBlockId, ending.lastElementId, {
        left: 1,
      });
  }
}
