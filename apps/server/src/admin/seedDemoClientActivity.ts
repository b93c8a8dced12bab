import type { Database } from '@griot/db/openDatabase';
import { conversations } from '@griot/db/schema/conversations';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { eq, sql } from 'drizzle-orm';
import type { DemoClientBot, DemoCustomer } from './demoClients';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * A client chatbot's end-users of this month, written as the runtime leaves them (as
 * seedDemoHistory does): each one's messages, the bot's answers, and the conversation's state for
 * the inbox (one waits for a person of the team: bot paused, messages unread). Every moment falls
 * in the current month, so the provider's overview shows figures whatever the day. Once only: a
 * chatbot that has end-users is left alone. Returns the end-users added.
 */
export async function seedDemoClientActivity(
  db: Database,
  chatbotId: string,
  bot: DemoClientBot,
  now = new Date(),
): Promise<number> {
  const [already] = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(eq(endUsers.chatbotId, chatbotId))
    .limit(1);
  if (already) return 0;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const elapsed = now.getTime() - monthStart;
  const channel = bot.fields.type ?? 'whatsapp';
  await db.transaction(async (tx) => {
    for (const customer of bot.customers) {
      // Early in the month the days before it are squeezed into the days it has had.
      const first = now.getTime() - Math.min(customer.daysAgo * DAY, elapsed * 0.9);
      const moment = (index: number) => Math.min(first + index * 4 * MINUTE, now.getTime() - MINUTE);
      const last = moment(customer.said.length - 1);
      const [row] = await tx
        .insert(endUsers)
        .values({
          chatbotId,
          channel,
          externalId: customer.externalId,
          fullName: customer.name,
          phone: channel === 'whatsapp' ? `+${customer.externalId}` : '',
          interactionCount: customer.said.length,
          createdAt: new Date(first),
          lastActivityAt: new Date(last),
        })
        .returning({ id: endUsers.id });
      if (!row) continue;
      await tx.insert(messages).values(transcript(chatbotId, row.id, channel, bot.reply, customer, moment));
      const lastText = customer.said.at(-1) ?? '';
      await tx.insert(conversations).values({
        endUserId: row.id,
        chatbotId,
        workspaceId: sql`(SELECT workspace_id FROM chatbots WHERE id = ${chatbotId})`,
        // A customer who waits for a person: open in the team inbox, the bot silent.
        status: customer.waiting ? 'open' : 'resolved',
        waitingSince: customer.waiting ? new Date(last) : null,
        inboundCount: customer.said.length,
        readFloor: customer.waiting ? 0 : customer.said.length,
        lastInboundAt: new Date(last),
        lastMessageAt: new Date(customer.waiting ? last : last + 2_000),
        lastMessagePreview: customer.waiting ? lastText : bot.reply,
        unreadCount: customer.waiting ? customer.said.length : 0,
        createdAt: new Date(first),
      });
    }
  });
  return bot.customers.length;
}

/** What the customer wrote, each line answered by the bot except the last of one who waits. */
function transcript(
  chatbotId: string,
  endUserId: string,
  channel: string,
  reply: string,
  customer: DemoCustomer,
  moment: (index: number) => number,
): Array<typeof messages.$inferInsert> {
  return customer.said.flatMap((text, index) => {
    const at = moment(index);
    const inbound = {
      chatbotId,
      endUserId,
      direction: 'in' as const,
      type: 'text',
      content: { event: { type: 'text', text } },
      status: 'received',
      createdAt: new Date(at),
    };
    if (customer.waiting && index === customer.said.length - 1) return [inbound];
    const answer = {
      chatbotId,
      endUserId,
      direction: 'out' as const,
      type: 'text',
      content: { element: { type: 'text', message: reply, preview_url: false }, parts_sent: 1 },
      status: channel === 'whatsapp' ? 'read' : 'sent',
      externalId: channel === 'whatsapp' ? `wamid.demo.${customer.externalId}.${at}` : null,
      createdAt: new Date(at + 2_000),
    };
    return [inbound, answer];
  });
}
