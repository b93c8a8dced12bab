import type { DatabaseHandle } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { startWhatsAppFake } from '@griot/fakes/whatsAppFake';
import { WHATSAPP_FAKE_DEFAULTS } from '@griot/fakes/whatsAppFakeDefaults';
import { eq } from 'drizzle-orm';
import type { Config } from '../lib/config';
import { decryptSecret, encryptSecret } from '../lib/secretBox';
import { DEMO_CHATBOTS } from './demoChatbots';
import { DEMO_PERSONAS, DEMO_WEB_VISITORS, TAKEOVER } from './demoPersonas';
import { countDemoRows, startDemoServer, waitUntil } from './demoServer';
import { playWebVisitor, seedDemoWebFlow } from './demoWebChat';
import { playPersona, takeOver } from './demoWhatsAppPersonas';

export const ATTACHED_MESSAGE =
  'Un serveur Griot tourne sur ce DATA_DIR : arrêtez-le puis relancez seed-demo pour générer des conversations de démonstration.';

const DEMO_DISPLAY_NUMBER = '+221 77 000 00 01';

interface Account {
  workspaceId: string;
  email: string;
  password: string;
}

/**
 * Fills the demo account with real conversations by running its bots through the real runtime: a
 * WhatsApp fake stands in for Meta, personas post signed webhooks to an in-process server (not
 * listening), web visitors use the web chat API, and an agent takes one conversation over. Runs
 * once: nothing happens when « Boutique Téranga » already has end-users.
 *
 * Next to a server running on the same DATA_DIR it does nothing: that server's workers would take
 * the demo's inbox rows and send the replies to the real Meta API. With DATABASE_URL we cannot
 * tell whether a server uses the same database: run seed-demo while it is stopped.
 */
export async function seedDemoConversations(
  {
    config,
    database,
  }: { config: Config; database: Pick<DatabaseHandle, 'db' | 'pool' | 'connectionString' | 'embedded'> },
  account: Account,
): Promise<void> {
  const { db } = database;
  const owned = await db.select().from(chatbots).where(eq(chatbots.workspaceId, account.workspaceId));
  const shop = owned.find((bot) => bot.botName === DEMO_CHATBOTS[0]?.fields.bot_name);
  const web = owned.find((bot) => bot.botName === DEMO_CHATBOTS[2]?.fields.bot_name && bot.type === 'web');
  if (!shop) return;
  const ids = [shop.id, ...(web ? [web.id] : [])];
  const counts = () => countDemoRows(database, ids);
  if ((await countDemoRows(database, [shop.id])).endUsers > 0) return;
  if (database.embedded && !database.embedded.owned) {
    console.log(ATTACHED_MESSAGE);
    return;
  }

  // The number, token and app secret of `npm run fake -- whatsapp` as the README starts it: the
  // demo then keeps working against that fake (its sends, broadcasts and typed messages).
  const phoneNumberId = shop.phoneNumberId || WHATSAPP_FAKE_DEFAULTS.phoneNumberId;
  const appSecret = shop.appSecretEncrypted
    ? decryptSecret(config.secretKey, shop.appSecretEncrypted)
    : WHATSAPP_FAKE_DEFAULTS.appSecret;
  await db
    .update(chatbots)
    .set({
      phoneNumberId,
      displayPhoneNumber: shop.displayPhoneNumber || DEMO_DISPLAY_NUMBER,
      accessTokenEncrypted:
        shop.accessTokenEncrypted ?? encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.accessToken),
      // A chatbot's own app secret wins over WHATSAPP_APP_SECRET: the fake's webhooks are accepted.
      appSecretEncrypted: shop.appSecretEncrypted ?? encryptSecret(config.secretKey, appSecret),
    })
    .where(eq(chatbots.id, shop.id));
  if (web) await seedDemoWebFlow(db, web.id);

  const before = await counts();
  const failures = await runDemoConversations(config, database, {
    shopId: shop.id,
    webId: web?.id,
    phoneNumberId,
    appSecret,
    account,
  }).catch((error: unknown) => [describe(error)]);
  for (const failure of failures) console.error(`Conversation de démonstration incomplète — ${failure}`);
  const after = await counts();
  console.log(
    `Conversations de démonstration : ${after.endUsers - before.endUsers} conversations et ${after.messages - before.messages} messages créés (WhatsApp simulé et web chat).`,
  );
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Plays every persona, visitor and the takeover; resolves with what went wrong (never throws). */
async function runDemoConversations(
  config: Config,
  database: Pick<DatabaseHandle, 'db' | 'pool' | 'connectionString'>,
  demo: { shopId: string; webId?: string; phoneNumberId: string; appSecret: string; account: Account },
): Promise<string[]> {
  const { shopId, webId, appSecret } = demo;
  // Checking the token as the README's fake does: a demo token it refuses would fail here first.
  const fake = await startWhatsAppFake({
    appSecret,
    accessToken: WHATSAPP_FAKE_DEFAULTS.accessToken,
    port: 0,
    host: '127.0.0.1',
  });
  const failures: string[] = [];
  const attempt = (who: string, play: Promise<void>) =>
    play.catch((error: unknown) => {
      failures.push(`${who} : ${describe(error)}`);
    });
  try {
    const server = await startDemoServer(config, database, { graphApiUrl: fake.url, appSecret });
    try {
      const driver = {
        ...demo,
        app: server.app,
        chatbotId: shopId,
        sent: fake.sent,
        settle: server.settle(shopId),
      };
      await Promise.all([
        ...DEMO_PERSONAS.map((persona) => attempt(persona.name, playPersona(driver, persona))),
        ...DEMO_WEB_VISITORS.map((taps, index) =>
          webId
            ? attempt(
                `visiteur web ${index + 1}`,
                playWebVisitor(server.app, webId, taps, server.settle(webId)),
              )
            : Promise.resolve(),
        ),
      ]);
      await attempt(
        'reprise par un agent',
        takeOver(server.app, shopId, demo.account).then(() => driver.settle(TAKEOVER.waId)),
      );
      const ids = webId ? [shopId, webId] : [shopId];
      await attempt(
        'fin',
        waitUntil(
          async () => (await server.pendingWork(ids)) === 0,
          30_000,
          'la file du runtime ne se vide pas',
        ),
      );
    } finally {
      await server.close();
    }
  } finally {
    await fake.close();
  }
  return failures;
}
