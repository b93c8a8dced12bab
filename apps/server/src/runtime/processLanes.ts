import { describeElement, describeEvent, preview } from '@griot/contract/conversations/describeMessage';
import type { Database } from '@griot/db/openDatabase';
import type { InboundEvent } from '@griot/flow-engine/engineTypes';
import { runEngine } from '@griot/flow-engine/runEngine';
import type { SessionState } from '@griot/flow-engine/sessionState';
import type { Language } from '@griot/i18n/languages';
import { runInLanguage } from '../lib/requestLanguage';
import { buildGlobals } from './buildGlobals';
import type { ChatbotRuntime } from './chatbotRuntimeCache';
import { endUserLanguage, reportedLanguage } from './endUserLanguage';
import { griotTurn } from './griotQuestion';
import {
  type ConversationUpdate,
  findEndUsers,
  type InboxRow,
  type LaneState,
  type QueuedRow,
  readInbox,
  writeRound,
} from './laneQueries';
import { type Lane, laneKey } from './lanes';
import { afterReplyWhilePaused, waitsFor, withoutContinuation } from './pausedContinuation';
import { applyEffect, type PendingRequest, reply } from './roundEffects';

export type { PendingRequest };

export interface ProcessResult {
  /** Inbox rows run (done or failed). */
  processed: number;
  requests: PendingRequest[];
  /** Every queued message of the processed lanes, in send order. */
  queued: QueuedRow[];
  /** The lanes (laneKey) that had inbox rows: their whole queue is in `queued`. */
  lanes: Set<string>;
}

export interface ProcessContext {
  publicUrl: string;
  loadChatbot: (chatbotId: string) => Promise<ChatbotRuntime | undefined>;
  log: (level: 'info' | 'warn', details: Record<string, unknown>, message: string) => void;
}

/**
 * Runs every pending inbox row of the claimed lanes: the flow engine event by event (in inbox
 * order), then one atomic write of the messages in and out, the next sessions, the counters, the
 * scheduled continuations and the inbox outcomes. Outbound messages are stored `queued` (web:
 * `sent`, the browser reads them) and sent afterwards, so a crash here leaves the inbox rows
 * pending and nothing half done.
 */
export async function processLanes(
  connection: Database,
  lanes: readonly Lane[],
  context: ProcessContext,
): Promise<ProcessResult> {
  const result: ProcessResult = { processed: 0, requests: [], queued: [], lanes: new Set() };
  const inboxRows = await readInbox(connection, lanes);
  if (inboxRows.length === 0) return result;

  const rowsByLane = new Map<string, InboxRow[]>();
  for (const row of inboxRows) {
    const key = laneKey({ chatbotId: row.chatbot_id, channel: row.channel, sender: row.sender });
    rowsByLane.set(key, [...(rowsByLane.get(key) ?? []), row]);
  }
  const laneStates = await findEndUsers(
    connection,
    [...rowsByLane.values()].map((rows) => {
      const first = rows[0] as InboxRow;
      const profile = profileOf(rows);
      return {
        lane: { chatbotId: first.chatbot_id, channel: first.channel, sender: first.sender },
        name: profile?.name ?? '',
        phone: profile?.phone ?? '',
        language: languageOf(rows),
      };
    }),
  );

  const round: Parameters<typeof writeRound>[1] = {
    messages: [],
    conversations: [],
    continuations: [],
    outcomes: [],
  };
  const now = Date.now();
  for (const [key, rows] of rowsByLane) {
    const first = rows[0] as InboxRow;
    const lane: Lane = { chatbotId: first.chatbot_id, channel: first.channel, sender: first.sender };
    const state = laneStates.get(key);
    const chatbot = await context.loadChatbot(lane.chatbotId);
    if (!state || !chatbot) {
      for (const row of rows)
        round.outcomes.push({ id: row.id, status: 'failed', error: 'chatbot or end-user missing' });
      continue;
    }
    const reported = languageOf(rows);
    const language = endUserLanguage(chatbot.language, reported ?? state.language);
    runLane({
      lane,
      rows,
      state,
      reported,
      language,
      chatbot,
      now,
      round,
      requests: result.requests,
      context,
    });
  }
  result.queued = await writeRound(connection, round);
  result.lanes = new Set(rowsByLane.keys());
  result.processed = round.outcomes.length;
  return result;
}

/** The profile the channel sent with this lane's rows, if any. */
function profileOf(rows: InboxRow[]) {
  return rows
    .map((row) => (row.event.kind === 'user' || row.event.kind === 'start' ? row.event.profile : undefined))
    .find(Boolean);
}

/** The language the channel last said with this lane's rows (primary subtag), if it said one. */
function languageOf(rows: InboxRow[]): string | undefined {
  let language: string | undefined;
  for (const row of rows)
    if (row.event.kind === 'user' || row.event.kind === 'start')
      language = reportedLanguage(row.event.profile?.language) ?? language;
  return language;
}

/** Runs one lane's rows through the engine in order, adding what to write to `round`. */
function runLane(scope: {
  lane: Lane;
  rows: InboxRow[];
  state: LaneState;
  /** The language the channel said with these rows, if any (kept on the end-user when new). */
  reported: string | undefined;
  /** The language of our own words with this end-user (see endUserLanguage.ts). */
  language: Language;
  chatbot: ChatbotRuntime;
  now: number;
  round: Parameters<typeof writeRound>[1];
  requests: PendingRequest[];
  context: ProcessContext;
}): void {
  const { lane, rows, state, reported, language, chatbot, now, round, context } = scope;
  const endUser = state;
  // Outside 'resolved' a person has the conversation: the bot stays silent (conversationStatus.ts).
  let paused = state.status !== 'resolved';
  // A customer writing to a pending or snoozed conversation opens it again; a flow's hand-over opens it.
  let openReason: ConversationUpdate['open_reason'] = '';
  const profile = profileOf(rows);
  let session = state.session;
  let inbound = 0;
  let lastPreview = '';
  for (const row of rows) {
    const event = row.event;
    let engineEvent: InboundEvent;
    if (event.kind === 'user') {
      inbound += 1;
      const text = describeEvent(event.event);
      lastPreview = text;
      round.messages.push({
        chatbot_id: lane.chatbotId,
        end_user_id: endUser.id,
        direction: 'in',
        type: event.sourceType ?? event.event.type,
        content: { event: event.event, text, ...(event.meta ? { meta: event.meta } : {}) },
        status: 'received',
        external_id: row.external_id,
      });
      if (paused) {
        if (state.status === 'pending' || state.status === 'snoozed') openReason ||= 'customer';
        session = afterReplyWhilePaused(session);
        // An agent has the conversation: stored and shown, the bot stays silent.
        round.outcomes.push({ id: row.id, status: 'done', error: null });
        continue;
      }
      engineEvent = event.event;
    } else if (event.kind === 'start') {
      engineEvent = { type: 'start' };
    } else if ((event.kind === 'resume' || event.kind === 'requestResult') && paused) {
      // A delay, a 'wait until' follow-up or a request comes back while a person has the
      // conversation: the bot stays silent, and the flow stops waiting for it (pausedContinuation.ts).
      context.log(
        'info',
        // `token` is a key the logger masks: the flow's own token is no secret.
        { chatbotId: lane.chatbotId, endUserId: endUser.id, kind: event.kind, continuation: event.token },
        waitsFor(session, event.token)
          ? 'continuation dropped: a person has the conversation'
          : 'stale continuation while a person has the conversation: ignored',
      );
      session = withoutContinuation(session, event.token);
      round.outcomes.push({ id: row.id, status: 'done', error: null });
      continue;
    } else if (event.kind === 'resume') {
      engineEvent = { type: 'resume', token: event.token };
    } else if (event.kind === 'griot') {
      // The GRIOT IA's answer (or its deadline): its messages, then what it hands to the engine.
      // An agent who took the conversation meanwhile answers instead (the handover itself is said).
      if (paused && event.answer?.outcome !== 'agent') {
        round.outcomes.push({ id: row.id, status: 'done', error: null });
        continue;
      }
      const turn = runInLanguage(language, () => griotTurn(event, chatbot.blocks));
      for (const element of turn.elements) {
        lastPreview = describeElement(element);
        round.messages.push(
          reply(lane, endUser.id, element.type, {
            element,
            block_id: 'griot-ia',
            griot: event.answer?.outcome ?? 'deadline',
          }),
        );
      }
      if (!turn.engineEvent) {
        round.outcomes.push({ id: row.id, status: 'done', error: null });
        continue;
      }
      engineEvent = turn.engineEvent;
    } else if (event.kind === 'refused') {
      // Stored as failed already, so never claimed; a hand-edited row must not run either.
      round.outcomes.push({ id: row.id, status: 'failed', error: `refused: ${event.reason}` });
      continue;
    } else {
      const { kind: _kind, ...rest } = event;
      engineEvent = { type: 'requestResult', ...rest };
    }
    try {
      // Our own words (an invalid answer's reply, GRIOT IA's hand-over above) speak the end-user's
      // language; what the round stores for the back-office (describeEvent, previews) stays as it was.
      const output = runInLanguage(language, () =>
        runEngine({
          blocks: chatbot.blocks,
          variables: chatbot.variables,
          // Stored by us from a previous output; runEngine re-reads it defensively anyway.
          session: session as unknown as SessionState | null,
          event: engineEvent,
          globals: buildGlobals(chatbot, endUser),
          now,
          // A 'wait until' hour is the workspace's (loaded with the chatbot: no query per round).
          timeZone: chatbot.timeZone,
        }),
      );
      session = output.session as unknown as Record<string, unknown>;
      // The engine leaves out what a draft left incomplete; the owner finds why in the log.
      for (const { blockId, elementIndex, type, problems } of output.skipped)
        context.log(
          'warn',
          { chatbotId: lane.chatbotId, blockId, element: elementIndex + 1, type, problems },
          'incomplete element not sent',
        );
      for (const message of output.messages) {
        // Stored as the flow has it (our media as paths): made absolute only when sent (sendLanes),
        // so the conversation keeps its images when PUBLIC_URL or the port changes.
        const element = message.element;
        lastPreview = describeElement(element);
        round.messages.push(reply(lane, endUser.id, element.type, { element, block_id: message.blockId }));
      }
      for (const effect of output.effects) {
        if (effect.kind === 'handover') {
          // From here on a person answers: the rest of this lane is stored, the bot says nothing more.
          openReason = 'bot';
          paused = true;
          continue;
        }
        applyEffect(effect, {
          lane,
          chatbot,
          endUser,
          continuations: round.continuations,
          requests: scope.requests,
          records: round.messages,
          context,
        });
      }
      round.outcomes.push({ id: row.id, status: 'done', error: null });
    } catch (error) {
      // A bug in one event must not block the lane: record it and go on with the next.
      round.outcomes.push({
        id: row.id,
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      context.log('warn', { err: error, inboxId: row.id }, 'flow engine failed on an inbox event');
    }
  }
  round.conversations.push({
    end_user_id: endUser.id,
    chatbot_id: lane.chatbotId,
    session,
    inbound,
    full_name: profile?.name && profile.name !== endUser.fullName ? profile.name : '',
    language: reported !== undefined && reported !== state.language ? reported : '',
    preview: preview(lastPreview),
    open_reason: openReason,
  });
}
