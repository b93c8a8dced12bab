import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { importFile, talkTo } from './test/transferTestKit';
import typebot from './typebot/typebotExport.fixture.json';

const testServer = useTestServer();

describe('POST /chatbots/import with a Typebot export', () => {
  it('creates the chatbot for what both share, and says what it left out', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    const response = await importFile(server, auth, JSON.stringify(typebot));
    expect(response.statusCode).toBe(200);
    const { chatbot_id: chatbotId, warnings } = response.json();
    expect(warnings).toEqual([
      'Le bloc « Set variable ({{Panier}} + 10) » de Typebot (groupe « Dakar ») n’a pas d’équivalent : ignoré.',
      'Le bloc « Condition (Matches regex) » de Typebot (groupe « Dakar ») n’a pas d’équivalent : ignoré.',
      'Le bloc « payment input » de Typebot (groupe « Grosse commande ») n’a pas d’équivalent : ignoré.',
      'Le bloc « Code » de Typebot (groupe « Grosse commande ») n’a pas d’équivalent : ignoré.',
      // The picture's host does not exist: the element stays, to complete.
      'Le média « pagnes.png » n’a pas pu être copié : l’élément qui l’utilise reste à compléter (brouillon).',
    ]);

    const [bot] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    expect(bot).toMatchObject({ workspaceId, botName: 'Boutique Awa', type: 'web', status: 'inactive' });
    const rows = await server.db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
    expect(rows).toHaveLength(10);
    expect(await talkTo(server, chatbotId, [])).toEqual([
      'Bonjour 👋 et bienvenue chez Awa !\nNos pagnes sont tissés à Thiès.',
      'Comment vous appelez-vous ?',
    ]);
  });
});
