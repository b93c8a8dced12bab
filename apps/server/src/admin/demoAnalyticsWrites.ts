import { randomUUID } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { broadcastRecipients, broadcasts } from '@griot/db/schema/broadcasts';
import { conversations } from '@griot/db/schema/conversations';
import { endUsers } from '@griot/db/schema/endUsers';
import { assistantCalls } from '@griot/db/schema/knowledge';
import { messages } from '@griot/db/schema/messages';
import { conversationEpisodes } from '@griot/db/schema/teamInbox';
import { sql } from 'drizzle-orm';
import type { DemoHistory } from './demoAnalyticsHistory';

const CHUNK = 1_000;

/**
 * Writes the history in one transaction: end-users, their conversations' records, every message in
 * time order (so the messages' seq follows time, as live ones do, and the rollup reads each
 * end-user's in order), the hand-overs, GRIOT IA's calls, the campaigns and the opt-outs. Nothing
 * after `now` (a visit begun an hour ago may run on) is written.
 */
export async function writeDemoAnalytics(
  db: Database,
  workspaceId: string,
  history: DemoHistory,
  now: number,
): Promise<void> {
  const limit = now - 60_000;
  const timeline = history.messages.filter((message) => message.at <= limit).sort((a, b) => a.at - b.at);
  const counts = new Map<string, { inbound: number; last: number; lastInbound: number }>();
  for (const message of timeline) {
    const count = counts.get(message.endUserId) ?? { inbound: 0, last: 0, lastInbound: 0 };
    count.last = message.at;
    if (message.direction === 'in') {
      count.inbound += 1;
      count.lastInbound = message.at;
    }
    counts.set(message.endUserId, count);
  }
  const chatbotOf = new Map(history.endUsers.map((person) => [person.id, person.chatbotId]));
  const channelOf = new Map(history.endUsers.map((person) => [person.id, person.channel]));
  const optOuts = new Map(
    history.broadcasts.flatMap((broadcast) =>
      broadcast.optOuts.map((out) => [out.endUserId, out.at] as const),
    ),
  );
  await db.transaction(async (tx) => {
    const people = history.endUsers.filter((person) => counts.has(person.id));
    for (let start = 0; start < people.length; start += CHUNK) {
      const slice = people.slice(start, start + CHUNK);
      await tx.insert(endUsers).values(
        slice.map((person) => ({
          id: person.id,
          chatbotId: person.chatbotId,
          channel: person.channel as 'whatsapp',
          externalId: person.externalId,
          fullName: person.fullName,
          phone: person.channel === 'whatsapp' ? `+${person.externalId}` : '',
          interactionCount: counts.get(person.id)?.inbound ?? 0,
          createdAt: new Date(person.joinedAt),
          lastActivityAt: new Date(counts.get(person.id)?.last ?? person.joinedAt),
          optedOutAt: optOuts.has(person.id) ? new Date(optOuts.get(person.id) ?? 0) : null,
        })),
      );
      await tx.insert(conversations).values(
        slice.map((person) => {
          const count = counts.get(person.id);
          return {
            endUserId: person.id,
            chatbotId: person.chatbotId,
            workspaceId,
            session: person.session as Record<string, unknown> | null,
            status: 'resolved' as const,
            inboundCount: count?.inbound ?? 0,
            readFloor: count?.inbound ?? 0,
            statusChangedAt: new Date(count?.last ?? person.joinedAt),
            lastInboundAt: count?.lastInbound ? new Date(count.lastInbound) : null,
            lastMessageAt: new Date(count?.last ?? person.joinedAt),
            createdAt: new Date(person.joinedAt),
          };
        }),
      );
    }
    for (let start = 0; start < timeline.length; start += CHUNK) {
      await tx.insert(messages).values(
        timeline.slice(start, start + CHUNK).map((message) => ({
          ...(message.id ? { id: message.id } : {}),
          chatbotId: chatbotOf.get(message.endUserId) ?? '',
          endUserId: message.endUserId,
          direction: message.direction,
          type: message.type,
          content: message.content,
          status: message.direction === 'in' ? 'received' : (message.status ?? 'read'),
          agentId: message.agentId ?? null,
          // What the platform answered when it took the send (a failed campaign send has none).
          externalId:
            message.direction === 'out' &&
            channelOf.get(message.endUserId) === 'whatsapp' &&
            message.status !== 'failed'
              ? `wamid.analytics.${message.id ?? randomUUID()}`
              : null,
          partsSent: message.direction === 'out' ? 1 : 0,
          createdAt: new Date(message.at),
        })),
      );
    }
    const episodes = history.episodes.filter((episode) => episode.resolvedAt <= limit);
    for (let start = 0; start < episodes.length; start += CHUNK) {
      await tx.insert(conversationEpisodes).values(
        episodes.slice(start, start + CHUNK).map((episode) => ({
          workspaceId,
          chatbotId: episode.chatbotId,
          endUserId: episode.endUserId,
          openedAt: new Date(episode.openedAt),
          openedReason: episode.reason,
          assigneeId: episode.agentId,
          firstResponseAt: new Date(episode.firstResponseAt),
          firstResponderId: episode.agentId,
          resolvedAt: new Date(episode.resolvedAt),
          resolvedBy: episode.agentId,
        })),
      );
    }
    const calls = history.calls.filter((call) => call.at <= limit);
    for (let start = 0; start < calls.length; start += CHUNK) {
      await tx.insert(assistantCalls).values(
        calls.slice(start, start + CHUNK).map((call) => ({
          chatbotId: call.chatbotId,
          source: 'runtime' as const,
          model: 'griot-local',
          latencyMs: 800,
          outcome: call.outcome,
          createdAt: new Date(call.at),
          // What the insights read of each call (migration 0044).
          question: call.question,
          confidence: call.confidence,
          fileIds: call.fileIds,
          endUserId: call.endUserId,
        })),
      );
    }
    await writeCampaigns(tx, history, limit);
  });
}

async function writeCampaigns(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  history: DemoHistory,
  limit: number,
): Promise<void> {
  for (const broadcast of history.broadcasts) {
    if (broadcast.sentAt > limit) continue;
    const [bot] = await tx
      .execute<{ phone_number_id: string }>(
        sql`SELECT phone_number_id FROM chatbots WHERE id = ${broadcast.chatbotId}`,
      )
      .then((result) => result.rows);
    await tx.insert(broadcasts).values({
      id: broadcast.id,
      chatbotId: broadcast.chatbotId,
      templateName: broadcast.name,
      templateLanguage: 'fr',
      model: { parameters: [], parameterFormat: 'positional', source: 'local', content: broadcast.text },
      phoneNumberId: bot?.phone_number_id ?? '',
      status: 'finished',
      total: broadcast.recipients.length,
      createdAt: new Date(broadcast.sentAt),
      finishedAt: new Date(broadcast.sentAt + broadcast.recipients.length * 300 + 60_000),
    });
    const recipients = broadcast.recipients.filter((recipient) => recipient.at <= limit);
    for (let start = 0; start < recipients.length; start += CHUNK) {
      await tx.insert(broadcastRecipients).values(
        recipients.slice(start, start + CHUNK).map((recipient, index) => ({
          id: recipient.id,
          broadcastId: broadcast.id,
          endUserId: recipient.endUserId,
          position: start + index + 1,
          phone: recipient.phone,
          status: recipient.status,
          attempts: 1,
          messageId: recipient.status === 'failed' ? null : `wamid.analytics.${recipient.id}`,
          errorCode: recipient.status === 'failed' ? 131049 : null,
          errorText: recipient.status === 'failed' ? 'Limité par Meta' : null,
          updatedAt: new Date(recipient.at),
        })),
      );
    }
  }
}
