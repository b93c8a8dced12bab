import { messages } from '@griot/db/schema/messages';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';

const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

describe('media links of sent messages', () => {
  it('are stored as paths, made absolute with PUBLIC_URL only for the platform', async () => {
    const server = testServer();
    const banner = '/api/public/media/images/banniere.png';
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'image', link: banner }]);
    const from = '221770000071';
    const posted = await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Bonjour' }),
    );
    expect(posted.statusCode).toBe(200);
    const sent = await eventually(async () =>
      fake.sent.find((message) => (message.body as { to?: string }).to === from),
    );
    // Meta fetches the image: it gets the address of the day.
    expect(sent.body).toMatchObject({
      type: 'image',
      image: { link: `${server.config.publicUrl}${banner}` },
    });
    // The conversation keeps the path: another port or PUBLIC_URL tomorrow still shows the image.
    const [stored] = await server.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.chatbotId, chatbotId), eq(messages.direction, 'out')));
    expect(stored?.content).toMatchObject({ element: { type: 'image', link: banner } });
  });
});
