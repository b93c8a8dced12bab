import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import type { Database } from '@griot/db/openDatabase';
import { blockRevisions } from '@griot/db/schema/blockRevisions';
import { blocks } from '@griot/db/schema/blocks';
import { broadcasts } from '@griot/db/schema/broadcasts';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, eq } from 'drizzle-orm';
import { saveFlow } from '../features/flows/saveFlow';

/** A block the log names, with the revision an event left it at. */
export interface LoggedBlock {
  name: string;
  idblock: string;
  revision: number;
}

/** What the shop's audit log tells about, as the data has it. */
export interface DemoShopFacts {
  chatbot: { id: string; name: string };
  /** The catalogue: as the seed wrote it (first), changed, then that first revision restored. */
  catalogue?: { first: LoggedBlock; changed: LoggedBlock; restored: LoggedBlock };
  order?: LoggedBlock;
  /** The finished campaign seedDemoAudience wrote. */
  campaign?: { id: string; template: string; recipients: number; createdAt: Date };
  number?: { accountId: string; display: string };
}

/** When each revision of the catalogue was saved (ms before the seed), as the log says. */
export const CATALOGUE_SAVED_AGO = { first: 18, changed: 8.125, restored: 8 } as const;
export const ORDER_SAVED_AGO = 9;
const DAY = 86_400_000;

/**
 * Gives the shop's flows the history its audit log tells: the catalogue got a promotion line
 * that the admin took back by restoring the seed's revision, each revision dated. Called once,
 * with the log; a catalogue someone edited since the seed keeps its history untouched.
 */
export async function replayDemoShopHistory(db: Database, shopId: string, now: Date): Promise<DemoShopFacts> {
  const [shop] = await db.select().from(chatbots).where(eq(chatbots.id, shopId));
  const facts: DemoShopFacts = { chatbot: { id: shopId, name: shop?.botName ?? '' } };
  const shopBlocks = await db.select().from(blocks).where(eq(blocks.chatbotId, shopId));
  const dated = async (blockId: string, revision: number, daysAgo: number) =>
    db
      .update(blockRevisions)
      .set({ savedAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(and(eq(blockRevisions.blockId, blockId), eq(blockRevisions.revision, revision)));
  const catalogue = shopBlocks.find((block) => block.blockname === 'Catalogue');
  const saves = catalogue
    ? await db
        .select({ revision: blockRevisions.revision })
        .from(blockRevisions)
        .where(eq(blockRevisions.blockId, catalogue.id))
    : [];
  if (catalogue && saves.length === 1 && saves[0]?.revision === catalogue.revision) {
    const first = catalogue.revision;
    const original = flowSchema.parse(catalogue.flow);
    const promotion = {
      type: 'text',
      message: 'Promo Tabaski : -20 % sur tous les bazins jusqu’à dimanche ! 🐑',
    };
    const changed = await saveFlow(db, catalogue, flowSchema.parse([promotion, ...catalogue.flow]), first);
    const restored = await saveFlow(db, changed, original, changed.revision);
    await dated(catalogue.id, first, CATALOGUE_SAVED_AGO.first);
    await dated(catalogue.id, changed.revision, CATALOGUE_SAVED_AGO.changed);
    await dated(catalogue.id, restored.revision, CATALOGUE_SAVED_AGO.restored);
    const logged = (revision: number) => ({
      name: catalogue.blockname,
      idblock: catalogue.idblock,
      revision,
    });
    facts.catalogue = {
      first: logged(first),
      changed: logged(changed.revision),
      restored: logged(restored.revision),
    };
  }
  const order = shopBlocks.find((block) => block.blockname === 'Commande');
  if (order) {
    await dated(order.id, order.revision, ORDER_SAVED_AGO);
    facts.order = { name: order.blockname, idblock: order.idblock, revision: order.revision };
  }
  const [campaign] = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.chatbotId, shopId), eq(broadcasts.templateName, 'promo_tabaski')))
    .limit(1);
  if (campaign)
    facts.campaign = {
      id: campaign.id,
      template: campaign.templateName,
      recipients: campaign.total - campaign.skipped,
      createdAt: campaign.createdAt,
    };
  const [account] = await db
    .select({ id: whatsappAccounts.id, display: whatsappAccounts.displayPhoneNumber })
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.chatbotId, shopId))
    .limit(1);
  if (account) facts.number = { accountId: account.id, display: account.display };
  return facts;
}
