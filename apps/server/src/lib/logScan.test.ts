import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { buildUser, DEFAULT_TEST_PASSWORD, loginAs } from '../test/factories';
import { captureLogLines } from '../test/logLines';
import { waitForMail } from '../test/outbox';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import { ACCESS_TOKEN, buildBot, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../test/webhookKit';

/**
 * A run through the paths that handle secrets (login, a reset link by mail, the reset, a failed
 * login, a signed webhook answered with the channel token, a handshake), with every log line of
 * the server kept at debug level, then scanned for each secret used.
 */
const { lines, sink } = captureLogLines();
const APP_SECRET = 'app-secret-of-the-chatbot-42';
const testServer = useTestServer({}, { logDestination: sink });
const fake = useWhatsAppGraphFake(testServer, { appSecret: APP_SECRET, accessToken: ACCESS_TOKEN });

describe('the logs of a full run', () => {
  it('hold none of the tokens, passwords and secrets the run used', async () => {
    const server = testServer();
    const secrets: string[] = [DEFAULT_TEST_PASSWORD, ACCESS_TOKEN, APP_SECRET];
    const { user } = await buildUser(server.db);
    const session = await loginAs(server.app, user.email);
    secrets.push(session);
    await server.app.inject({
      method: 'POST',
      url: '/api/verify/user',
      payload: { email: user.email, password: 'Faux!2026x' },
    });
    secrets.push('Faux!2026x');
    await server.app.inject({
      method: 'GET',
      url: '/api/get/list/chatbots',
      headers: { authorization: `Bearer ${session}` },
    });

    await server.app.inject({
      method: 'POST',
      url: '/api/strong/auth/reset-password',
      payload: { email: user.email },
    });
    const mail = await waitForMail(server.outboxDir, user.email);
    const resetToken = /reset-password\?token=(\S+)/.exec(mail.text)?.[1] ?? '';
    expect(resetToken).toMatch(/^rst_/);
    secrets.push(resetToken);
    const newPassword = 'Nouveau!Mot2Passe';
    const reset = await server.app.inject({
      method: 'POST',
      url: `/api/strong/auth/reset-password-confirm?token=${resetToken}`,
      payload: { token: resetToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    secrets.push(newPassword);
    secrets.push(await loginAs(server.app, user.email, newPassword));

    const { chatbotId } = await buildBot(server, 'whatsapp', [{ type: 'text', message: 'Bienvenue' }], {
      appSecret: APP_SECRET,
    });
    const chatbot = await server.runtime.chatbots.get(chatbotId);
    const verifyToken = chatbot?.keywordWebhook ?? '';
    secrets.push(verifyToken);
    await server.app.inject({
      method: 'GET',
      url: `/api/pipeline/whatsapp/${chatbotId}?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=7`,
    });
    const saved = server.config.runtime.whatsappAppSecret;
    server.config.runtime.whatsappAppSecret = APP_SECRET;
    const body = buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: '221770005001', text: 'Bonjour' });
    expect((await postWhatsAppWebhook(server, chatbotId, body)).statusCode).toBe(200);
    server.config.runtime.whatsappAppSecret = saved;
    await eventually(async () => fake.sent.length > 0);

    const written = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(written.includes(secret), `a secret reached the logs: ${secret.slice(0, 6)}…`).toBe(false);
    }
  });
});
