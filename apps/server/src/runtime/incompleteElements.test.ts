import { messages } from '@griot/db/schema/messages';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { captureLogLines } from '../test/logLines';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';

/** The server's log lines, read for the reason an element was left out. */
const { lines, sink } = captureLogLines();
const testServer = useTestServer({}, { logDestination: sink });
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

describe('WhatsApp: incomplete elements of a draft are never sent', () => {
  it('leaves out an empty text and a list without rows, sends the rest and logs why', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [
      { type: 'text', message: '' },
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Notre menu' },
          action: { button: 'Voir', sections: [{ title: 'Plats', rows: [] }] },
        },
      },
      { type: 'text', message: 'Bienvenue chez Ndiaye Tissus' },
    ]);
    const to = '221770000031';
    const response = await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: to, text: 'Bonjour' }),
    );
    expect(response.statusCode).toBe(200);
    const stored = await eventually(async () => {
      const rows = await server.db
        .select()
        .from(messages)
        .where(eq(messages.chatbotId, chatbotId))
        .orderBy(asc(messages.seq));
      return rows.some((row) => row.direction === 'out' && row.status === 'sent') ? rows : undefined;
    });
    // Time for anything else the round would have sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = fake.sent.filter((request) => (request.body as { to?: string }).to === to);
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({
        type: 'text',
        text: expect.objectContaining({ body: 'Bienvenue chez Ndiaye Tissus' }),
      }),
    ]);
    expect(stored.filter((row) => row.direction === 'out')).toHaveLength(1);
    const reasons = lines
      .filter((line) => line.includes('incomplete element not sent') && line.includes(chatbotId))
      .map((line) => JSON.parse(line) as { type: string; element: number; problems: string[] });
    expect(reasons.map(({ type, element, problems }) => ({ type, element, problems }))).toEqual([
      { type: 'text', element: 1, problems: ['Le texte du message est vide.'] },
      { type: 'list', element: 2, problems: ['La liste n’a aucune ligne.'] },
    ]);
  });
});
