import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, asc, eq } from 'drizzle-orm';
import { type DatedAuditEntry, type DemoActor, fullName, insertDatedAudit } from './seedDemoAudit';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The start of a client workspace's log: the provider publishing each chatbot's welcome flow and
 * linking the number, and for a workspace handed over, the client invited as admin, joining, then
 * receiving the ownership (the provider became admin). Dated from the workspace's creation.
 */
export async function seedDemoClientAudit(
  db: Database,
  workspaceId: string,
  story: { provider: DemoActor; createdAgo: number; handedTo?: DemoActor },
  now = new Date(),
): Promise<number> {
  const { provider, createdAgo } = story;
  const welcomes = await db
    .select({ id: chatbots.id, name: chatbots.botName, idblock: blocks.idblock, revision: blocks.revision })
    .from(chatbots)
    .innerJoin(blocks, and(eq(blocks.chatbotId, chatbots.id), eq(blocks.category, 'welcome')))
    .where(eq(chatbots.workspaceId, workspaceId))
    .orderBy(asc(chatbots.createdAt));
  const entries: DatedAuditEntry[] = welcomes.map((welcome, index) => ({
    workspaceId,
    ago: createdAgo - (index + 1) * HOUR,
    actor: provider,
    type: 'flow.published',
    subject: 'Welcome Flow',
    details: {
      chatbot: welcome.name,
      chatbot_id: welcome.id,
      block_id: welcome.idblock,
      revision: welcome.revision,
    },
  }));
  const [number] = await db
    .select({
      id: whatsappAccounts.id,
      display: whatsappAccounts.displayPhoneNumber,
      chatbotId: whatsappAccounts.chatbotId,
    })
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.workspaceId, workspaceId))
    .limit(1);
  if (number)
    entries.push({
      workspaceId,
      ago: createdAgo - 2 * DAY,
      actor: provider,
      type: 'number.linked',
      subject: number.display,
      details: {
        action: 'associated',
        channel: 'whatsapp',
        account_id: number.id,
        chatbot: welcomes.find((welcome) => welcome.id === number.chatbotId)?.name ?? null,
        chatbot_id: number.chatbotId,
      },
    });
  const client = story.handedTo;
  if (client)
    entries.push(
      {
        workspaceId,
        ago: createdAgo - 5 * DAY,
        actor: provider,
        type: 'member.invited',
        subject: client.email,
        details: { role: 'admin' },
      },
      {
        workspaceId,
        ago: createdAgo - 5 * DAY - 3 * HOUR,
        actor: client,
        type: 'member.joined',
        subject: fullName(client),
        details: { email: client.email, role: 'admin' },
      },
      {
        workspaceId,
        ago: createdAgo - 6 * DAY,
        actor: provider,
        type: 'ownership.transferred',
        subject: fullName(client),
        details: { email: client.email, from: 'admin' },
      },
    );
  await insertDatedAudit(db, entries, now);
  return entries.length;
}
