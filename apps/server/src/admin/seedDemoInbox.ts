import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { conversations } from '@griot/db/schema/conversations';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import {
  cannedResponses,
  conversationEpisodes,
  conversationLabels,
  conversationNotes,
  conversationReads,
  labels,
} from '@griot/db/schema/teamInbox';
import { users } from '@griot/db/schema/users';
import { workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_CHATBOTS } from './demoChatbots';
import {
  DEMO_AGENT_EMAILS,
  DEMO_CANNED_RESPONSES,
  DEMO_INBOX,
  DEMO_INBOX_SETTINGS,
  DEMO_LABELS,
  type DemoAgent,
  type DemoInboxConversation,
} from './demoInbox';
import { demoTimeline, tomorrowMorning } from './demoInboxTimeline';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Person = { id: string; name: string };

const BOTS = { shop: 0, express: 1, web: 2 } as const;

/** DEMO_INBOX_SETTINGS' week: Monday to Saturday, 08:00–19:00 in Dakar (UTC). */
const outsideShopHours = (at: Date) => at.getUTCDay() === 0 || at.getUTCHours() < 8 || at.getUTCHours() >= 19;
const MINUTE = 60_000;

export interface DemoInboxSummary {
  labels: number;
  cannedResponses: number;
  conversations: number;
}

/**
 * The team inbox of the demo workspace: labels and canned responses (those missing), the settings
 * (unless the workspace saved its own), and, once, its agents available and about twenty-five
 * conversations in every status written as the inbox leaves them — transcripts, stretches with a
 * person, read marks, notes, labels. Idempotent: the first demo customer's row says it is there.
 * After seedDemoTeam (the agents) and seedDemoConversations (the live personas play only while the
 * shop has no end-user: next to a running server, `conversations: false` keeps it so).
 */
export async function seedDemoInbox(
  db: Database,
  workspaceId: string,
  { conversations: withConversations = true, now = Date.now() } = {},
): Promise<DemoInboxSummary> {
  const people = await demoPeople(db);
  const owner = people.aminata;
  return db.transaction(async (tx) => {
    const addedLabels = await tx
      .insert(labels)
      .values(DEMO_LABELS.map((label) => ({ workspaceId, ...label })))
      .onConflictDoNothing()
      .returning({ id: labels.id });
    const addedCanned = await tx
      .insert(cannedResponses)
      .values(DEMO_CANNED_RESPONSES.map((canned) => ({ workspaceId, ...canned, createdBy: owner.id })))
      .onConflictDoNothing()
      .returning({ id: cannedResponses.id });
    await tx
      .update(workspaces)
      .set({ inboxSettings: DEMO_INBOX_SETTINGS })
      .where(and(eq(workspaces.id, workspaceId), sql`${workspaces.inboxSettings} = '{}'::jsonb`));
    const conversationsAdded = withConversations
      ? await seedConversationsOnce(tx, workspaceId, people, now)
      : 0;
    return {
      labels: addedLabels.length,
      cannedResponses: addedCanned.length,
      conversations: conversationsAdded,
    };
  });
}

/** The agents and the owner by their demo e-mail, with the name their notes carry. */
async function demoPeople(db: Database): Promise<Record<DemoAgent, Person>> {
  const rows = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO_AGENT_EMAILS)));
  const find = (agent: DemoAgent): Person => {
    const row = rows.find((candidate) => candidate.email === DEMO_AGENT_EMAILS[agent]);
    if (!row) throw new Error(`demo inbox: ${DEMO_AGENT_EMAILS[agent]} missing (seedDemoTeam first)`);
    return { id: row.id, name: `${row.firstname} ${row.lastname}`.trim() };
  };
  return { ibrahima: find('ibrahima'), aissatou: find('aissatou'), aminata: find('aminata') };
}

async function seedConversationsOnce(
  tx: Tx,
  workspaceId: string,
  people: Record<DemoAgent, Person>,
  now: number,
): Promise<number> {
  const bots = await tx
    .select({ id: chatbots.id, name: chatbots.botName, type: chatbots.type })
    .from(chatbots)
    .where(eq(chatbots.workspaceId, workspaceId));
  const botOf = (key: DemoInboxConversation['bot']) =>
    bots.find((bot) => bot.name === DEMO_CHATBOTS[BOTS[key]]?.fields.bot_name);
  const shop = botOf('shop');
  const first = DEMO_INBOX[0];
  if (!shop || !first) return 0;
  const [already] = await tx
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(and(eq(endUsers.chatbotId, shop.id), eq(endUsers.externalId, first.externalId)));
  if (already) return 0;

  const labelRows = await tx
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(eq(labels.workspaceId, workspaceId));
  let added = 0;
  for (const conversation of DEMO_INBOX) {
    const bot = botOf(conversation.bot);
    if (!bot) continue;
    await writeConversation(tx, { workspaceId, bot, people, labelRows, now }, conversation);
    added += 1;
  }
  // Both agents take conversations from the round robin; Ibrahima had the last turn.
  for (const [agent, minutesAgo] of [
    ['ibrahima', 16],
    ['aissatou', 18],
  ] as const)
    await tx
      .update(workspaceMembers)
      .set({ availability: 'available', lastAssignedAt: new Date(now - minutesAgo * MINUTE) })
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, people[agent].id)),
      );
  return added;
}

interface WriteContext {
  workspaceId: string;
  bot: { id: string; type: string };
  people: Record<DemoAgent, Person>;
  labelRows: Array<{ id: string; name: string }>;
  now: number;
}

/** One customer, their transcript, their conversation's state, its stretch, read marks, note, labels. */
async function writeConversation(tx: Tx, context: WriteContext, conversation: DemoInboxConversation) {
  const { workspaceId, bot, people, now } = context;
  const channel = bot.type === 'web' ? 'web' : 'whatsapp';
  const timeline = demoTimeline(conversation, now);
  const firstLine = timeline.lines[0];
  const lastLine = timeline.lines.at(-1);
  const lastInbound = timeline.lines.filter((line) => line.speaker === 'in').at(-1);
  if (!firstLine || !lastLine || !lastInbound) return;
  const [customer] = await tx
    .insert(endUsers)
    .values({
      chatbotId: bot.id,
      channel,
      externalId: conversation.externalId,
      fullName: conversation.name,
      phone: channel === 'whatsapp' ? `+${conversation.externalId}` : '',
      interactionCount: timeline.inboundCount,
      createdAt: new Date(firstLine.at.getTime() - 3 * 86_400_000),
      lastActivityAt: lastInbound.at,
    })
    .returning({ id: endUsers.id });
  if (!customer) return;
  await tx.insert(messages).values(
    timeline.lines.map((line, index) =>
      line.speaker === 'in'
        ? {
            chatbotId: bot.id,
            endUserId: customer.id,
            direction: 'in' as const,
            type: 'text',
            content: { event: { type: 'text', text: line.text } },
            status: 'received',
            createdAt: line.at,
          }
        : {
            chatbotId: bot.id,
            endUserId: customer.id,
            direction: 'out' as const,
            type: 'text',
            content: { element: { type: 'text', message: line.text, preview_url: false } },
            status: channel === 'whatsapp' ? 'read' : 'sent',
            externalId:
              channel === 'whatsapp' ? `wamid.demo-inbox.${conversation.externalId}.${index}` : null,
            partsSent: 1,
            agentId: line.speaker === 'bot' ? null : people[line.speaker].id,
            createdAt: line.at,
          },
    ),
  );
  const assignee = conversation.assignee ? people[conversation.assignee] : undefined;
  const resolved = conversation.status === 'resolved';
  await tx.insert(conversations).values({
    endUserId: customer.id,
    chatbotId: bot.id,
    workspaceId,
    status: conversation.status,
    assigneeId: resolved ? null : (assignee?.id ?? null),
    snoozedUntil: conversation.status === 'snoozed' ? tomorrowMorning(now) : null,
    waitingSince: timeline.waitingSince,
    inboundCount: timeline.inboundCount,
    readFloor: timeline.readFloor,
    statusChangedAt: timeline.statusChangedAt,
    lastInboundAt: lastInbound.at,
    lastMessageAt: lastLine.at,
    lastMessagePreview: lastLine.text.slice(0, 100),
    unreadCount: timeline.unreadCount,
    createdAt: firstLine.at,
  });
  await tx.insert(conversationEpisodes).values({
    workspaceId,
    chatbotId: bot.id,
    endUserId: customer.id,
    openedAt: timeline.openedAt,
    openedReason: conversation.reason,
    assigneeId: assignee?.id ?? null,
    firstResponseAt: timeline.firstResponse?.at ?? null,
    firstResponderId: timeline.firstResponse ? people[timeline.firstResponse.by].id : null,
    resolvedAt: timeline.resolvedAt,
    resolvedBy: resolved ? (assignee?.id ?? null) : null,
    // Opened outside the shop's hours: its away message is told as sent (the automation would
    // otherwise send one to a customer who only exists in the demo).
    awayMessageAt:
      conversation.reason !== 'agent' && outsideShopHours(timeline.openedAt) ? timeline.openedAt : null,
  });
  if (assignee && timeline.seenByAssignee > 0)
    await tx.insert(conversationReads).values({
      userId: assignee.id,
      endUserId: customer.id,
      seenInbound: timeline.seenByAssignee,
      readAt: timeline.firstResponse?.at ?? timeline.openedAt,
    });
  if (conversation.note) {
    const [author, text] = conversation.note;
    await tx.insert(conversationNotes).values({
      workspaceId,
      endUserId: customer.id,
      authorId: people[author].id,
      authorName: people[author].name,
      text,
      createdAt: new Date((timeline.firstResponse?.at ?? timeline.openedAt).getTime() + 2 * MINUTE),
    });
  }
  const labelIds = conversation.labels
    .map((name) => context.labelRows.find((label) => label.name === name)?.id)
    .filter((id): id is string => Boolean(id));
  if (labelIds.length > 0)
    await tx
      .insert(conversationLabels)
      .values(labelIds.map((labelId) => ({ endUserId: customer.id, labelId, addedAt: timeline.openedAt })));
}
