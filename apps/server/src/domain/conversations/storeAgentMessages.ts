import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { describeElement, preview } from '@griot/contract/conversations/describeMessage';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { Database } from '@griot/db/openDatabase';
import { conversations } from '@griot/db/schema/conversations';
import { messages } from '@griot/db/schema/messages';
import { eq, sql } from 'drizzle-orm';
import { recordAgentMessage } from '../../runtime/conversationStatus';
import { notifyChanges } from '../../runtime/notifyChanges';

/** Who writes to which end-user, on which channel. */
export interface AgentMessageTarget {
  chatbotId: string;
  endUserId: string;
  agentId: string;
  channel: string;
}

/** One message an agent writes: what is stored (and sent), and its line in the conversation list. */
export interface AgentMessageDraft {
  /** A flow element the send lanes send, or what was already sent (a template: `sentAs`). */
  element: { type: string } & Record<string, unknown>;
  preview: string;
  /** Already accepted by the platform (a template is sent at once): stored as sent with its id. */
  sentAs?: string;
}

export type StoredAgentMessage = typeof messages.$inferSelect;

/** A flow element the runtime will send, as a draft. */
export function elementDraft(element: FlowElement): AgentMessageDraft {
  return { element, preview: describeElement(element) };
}

/**
 * Stores what an agent writes to a customer — a text, a file then its text, a template — as
 * outbound messages in this order, in one transaction: the conversation opens for the agent (first
 * response, nobody waits any more: recordAgentMessage), its preview moves, the agent has read it
 * all, and live screens hear of it. The web chat reads stored messages (sent at once); the other
 * channels go through the runtime's send queue (the caller wakes it).
 *
 * recordAgentMessage locks the conversation's row first: two agents writing at once are taken one
 * after the other, so their messages' seqs follow the commits and the send lane (which sends a
 * conversation's queued messages by seq) never sends the later one first.
 */
export async function storeAgentMessages(
  db: Database,
  target: AgentMessageTarget,
  drafts: readonly AgentMessageDraft[],
): Promise<StoredAgentMessage[]> {
  const last = drafts.at(-1);
  if (!last) throw new Error('an agent message needs at least one element');
  return db.transaction(async (tx) => {
    await recordAgentMessage(tx, { endUserId: target.endUserId, agentId: target.agentId });
    const stored: StoredAgentMessage[] = [];
    for (const draft of drafts) {
      const sentNow = draft.sentAs !== undefined || target.channel === 'web';
      const [inserted] = await tx
        .insert(messages)
        .values({
          chatbotId: target.chatbotId,
          endUserId: target.endUserId,
          direction: 'out',
          type: draft.element.type,
          content: { element: draft.element },
          status: sentNow ? 'sent' : 'queued',
          externalId: draft.sentAs ?? null,
          nextAttemptAt: sentNow ? null : sql`now()`,
          agentId: target.agentId,
        })
        .returning();
      if (!inserted) throw new Error('insert returned nothing');
      stored.push(inserted);
    }
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()`, lastMessagePreview: preview(last.preview), unreadCount: 0 })
      .where(eq(conversations.endUserId, target.endUserId));
    // Whoever writes has read what the customer said.
    await tx.execute(sql`
      INSERT INTO conversation_reads (user_id, end_user_id, seen_inbound)
      SELECT ${target.agentId}, end_user_id, inbound_count FROM conversations WHERE end_user_id = ${target.endUserId}
      ON CONFLICT (user_id, end_user_id) DO UPDATE SET seen_inbound = excluded.seen_inbound, read_at = now()`);
    await notifyChanges(tx, new Map([[target.chatbotId, stored.map((row) => row.seq)]]));
    return stored;
  });
}

/** A stored agent message as the screens show it (an agent's message has no send error yet). */
export function agentChatMessage(row: StoredAgentMessage): ChatMessage {
  return {
    id: row.id,
    direction: row.direction,
    type: row.type,
    content: row.content,
    status: row.status,
    error: null,
    agent_id: row.agentId,
    created_at: row.createdAt.toISOString(),
  };
}
