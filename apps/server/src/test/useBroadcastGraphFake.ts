import type { WhatsAppFake } from '@griot/fakes/whatsAppFake';
import type { TestServer } from './buildTestServer';
import { useWhatsAppGraphFake } from './useWhatsAppGraphFake';
import { ACCESS_TOKEN } from './webhookKit';

/**
 * The Graph fake of the broadcast tests: emptied before each test, with the pacing back at Meta's
 * 80/s.
 */
export function useBroadcastGraphFake(testServer: () => TestServer): WhatsAppFake {
  return useWhatsAppGraphFake(
    testServer,
    { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN },
    (fake) => {
      fake.reset();
      testServer().config.runtime.broadcastRatePerSecond = 80;
    },
  );
}
