import type { DatabaseHandle } from '@griot/db/openDatabase';
import { startTelegramFake } from '@griot/fakes/telegramFake';
import { describe, expect, it, vi } from 'vitest';
import { telegramSecret } from '../channels/telegram/telegramSecret';
import { useTestServer } from '../test/buildTestServer';
import { buildBot } from '../test/webhookKit';
import { telegramWebhookCommand } from './telegramWebhookCommand';

const testServer = useTestServer();
const BOT_TOKEN = '987654321:AAcli-test';

describe('admin telegram-webhook', () => {
  it('sets the webhook with the webhook URL and the derived secret, and refuses other chatbots', async () => {
    const server = testServer();
    const fake = await startTelegramFake({ token: BOT_TOKEN });
    try {
      const config = { ...server.config, runtime: { ...server.config.runtime, telegramApiUrl: fake.url } };
      const services = { config, database: { db: server.db } as DatabaseHandle };
      const { chatbotId } = await buildBot(server, 'telegram', [], { accessToken: BOT_TOKEN });
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      await telegramWebhookCommand([chatbotId], services);
      log.mockRestore();
      expect(fake.webhookUrl).toBe(`${config.publicUrl}/api/pipeline/telegram/${chatbotId}`);
      expect(fake.secretToken).toBe(telegramSecret(config.secretKey, chatbotId));
      const { chatbotId: whatsAppId } = await buildBot(server, 'whatsapp', []);
      await expect(telegramWebhookCommand([whatsAppId], services)).rejects.toThrow(/telegram/);
      await expect(telegramWebhookCommand([], services)).rejects.toThrow(/usage/);
    } finally {
      await fake.close();
    }
  });
});
