import type { DatabaseHandle } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { startWhatsAppFake } from '@griot/fakes/whatsAppFake';
import { WHATSAPP_FAKE_DEFAULTS } from '@griot/fakes/whatsAppFakeDefaults';
import { and, eq, sql } from 'drizzle-orm';
import type { Services } from '../api/appContext';
import { importChatbotFile } from '../domain/chatbotTransfer/importChatbotFile';
import { findTemplate } from '../features/chatbotTemplates/templateFiles';
import { encryptSecret } from '../lib/secretBox';
import { countDemoRows, startDemoServer, waitUntil } from './demoServer';
import { playPersona } from './demoWhatsAppPersonas';
import { FLOW_LOGIC_PERSONAS } from './seedDemoFlowLogicPersonas';

/** The demo's chatbot made from the Boutique template (a fabric shop of Sandaga market). */
export const FLOW_LOGIC_BOT = 'Keur Wax';
/** Its own business number on the fake, apart from « Boutique Téranga »'s. */
const PHONE_NUMBER_ID = '106540352242930';

type SeedDatabase = Pick<DatabaseHandle, 'db' | 'pool' | 'connectionString' | 'embedded'>;

/**
 * « Keur Wax »: a chatbot of the demo workspace made from the 'Boutique' template through the
 * import, as 'Partir d'un modèle' makes one, then a few customers through its A/B test, both ways of
 * its city condition and a follow-up that waits, on the real runtime against the
 * WhatsApp fake (as seedDemoConversations does for the shop): the map, the dashboard and the inbox
 * show real traffic. Made once; played once, while the chatbot has no end-user and no server runs
 * on this DATA_DIR.
 */
export async function seedDemoFlowLogic(
  services: Pick<Services, 'db' | 'files' | 'config'>,
  database: SeedDatabase,
  workspaceId: string,
): Promise<void> {
  const { db, config } = services;
  const [existing] = await db
    .select({ id: chatbots.id })
    .from(chatbots)
    .where(and(eq(chatbots.workspaceId, workspaceId), eq(chatbots.botName, FLOW_LOGIC_BOT)));
  let chatbotId = existing?.id;
  if (!chatbotId) {
    const template = await findTemplate('boutique');
    if (!template) throw new Error('the Boutique template is missing');
    chatbotId = (
      await importChatbotFile(services, { workspaceId, file: template.file, name: FLOW_LOGIC_BOT })
    ).chatbotId;
    console.log(`Chatbot « ${FLOW_LOGIC_BOT} » créé à partir du modèle Boutique.`);
  }
  if ((await countDemoRows(database, [chatbotId])).endUsers > 0) return;
  // Next to a running server its workers would take these rows: seedDemoConversations said so.
  if (database.embedded && !database.embedded.owned) return;

  await db
    .update(chatbots)
    .set({
      status: 'active',
      phoneNumberId: PHONE_NUMBER_ID,
      displayPhoneNumber: '+221 77 000 00 02',
      accessTokenEncrypted: encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.accessToken),
      appSecretEncrypted: encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.appSecret),
    })
    .where(eq(chatbots.id, chatbotId));
  const failures = await playFlowLogicPersonas(services, database, chatbotId).catch((error: unknown) => [
    describe(error),
  ]);
  for (const failure of failures) console.error(`Conversation de démonstration incomplète — ${failure}`);
  const { endUsers, messages } = await countDemoRows(database, [chatbotId]);
  console.log(
    `« ${FLOW_LOGIC_BOT} » : ${endUsers} conversations et ${messages} messages (Test A/B, condition sur la ville, relance).`,
  );
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Plays every persona on an in-process server against the fake; resolves with what went wrong. */
async function playFlowLogicPersonas(
  services: Pick<Services, 'config'>,
  database: SeedDatabase,
  chatbotId: string,
): Promise<string[]> {
  const { appSecret, accessToken } = WHATSAPP_FAKE_DEFAULTS;
  const fake = await startWhatsAppFake({ appSecret, accessToken, port: 0, host: '127.0.0.1' });
  const failures: string[] = [];
  try {
    const server = await startDemoServer(services.config, database, { graphApiUrl: fake.url, appSecret });
    try {
      const driver = {
        app: server.app,
        chatbotId,
        phoneNumberId: PHONE_NUMBER_ID,
        appSecret,
        sent: fake.sent,
        settle: (sender: string) => settledNow(database, chatbotId, sender),
      };
      await Promise.all(
        FLOW_LOGIC_PERSONAS.map((persona) =>
          playPersona(driver, persona).catch((error: unknown) => {
            failures.push(`${persona.name} : ${describe(error)}`);
          }),
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

/**
 * Resolves once the runtime has answered `sender`: nothing due in the inbox, nothing queued to
 * send. A follow-up due tomorrow (the wait-until) is not waited for: it stays for the real server.
 */
function settledNow(database: SeedDatabase, chatbotId: string, sender: string): Promise<void> {
  return waitUntil(
    async () => {
      const result = await database.db.execute<{ n: number }>(sql`
        SELECT (SELECT count(*)::int FROM inbox
                  WHERE chatbot_id = ${chatbotId}::uuid AND sender = ${sender} AND status = 'pending'
                    AND available_at <= now() + interval '10 seconds')
             + (SELECT count(*)::int FROM messages m JOIN end_users e ON e.id = m.end_user_id
                  WHERE m.chatbot_id = ${chatbotId}::uuid AND e.external_id = ${sender}
                    AND m.status = 'queued') AS n`);
      return (result.rows[0]?.n ?? 0) === 0;
    },
    20_000,
    `pas de réponse du bot à ${sender}`,
  );
}
