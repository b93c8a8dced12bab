import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { captureLogLines } from '../test/logLines';
import { buildWhatsAppBot, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../test/webhookKit';

const { lines, sink } = captureLogLines();
// Every line at debug, so that only the route's own level can leave the delivery's lines out.
const testServer = useTestServer(
  { runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false } },
  { logDestination: sink },
);

describe('platform deliveries in the logs', () => {
  it('are not logged request by request, while other calls are, and a refusal still is', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    lines.length = 0;
    const body = buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: '221770000900', text: 'Bonjour' });
    expect((await postWhatsAppWebhook(server, chatbotId, body)).statusCode).toBe(200);
    expect((await postWhatsAppWebhook(server, chatbotId, body, { signature: 'sha256=00' })).statusCode).toBe(
      401,
    );
    await server.app.inject({ method: 'GET', url: '/api/health' });
    const logged = lines.map(
      (line) => JSON.parse(line) as { msg: string; req?: { url: string }; reason?: string },
    );
    const requests = logged.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
    expect(requests).toEqual(['/api/health']);
    expect(
      logged.some((line) => line.msg === 'whatsapp webhook refused' && line.reason === 'bad signature'),
    ).toBe(true);
  });
});
