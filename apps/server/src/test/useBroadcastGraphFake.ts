import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestServer } from './buildTestServer';
import { ACCESS_TOKEN } from './pipelineKit';

/**
 * The Graph fake of the broadcast tests: started once for the file and pointed at by the test
 * server, emptied before each test, with the pacing back at Meta's 80/s. The fake is only created
 * in beforeAll, so the value returned forwards to it (tests write `fake.sent` as with a plain one).
 */
export function useBroadcastGraphFake(testServer: () => TestServer): WhatsAppFake {
  let current: WhatsAppFake | undefined;
  beforeAll(async () => {
    current = await startWhatsAppFake({ appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });
    testServer().config.runtime.graphApiUrl = current.url;
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(() => {
    current?.reset();
    testServer().config.runtime.broadcastRatePerSecond = 80;
  });
  return new Proxy({} as WhatsAppFake, {
    get: (_target, key) => {
      if (!current) throw new Error('the Graph fake starts in beforeAll');
      const value = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
    set: (_target, key, value) => (current ? Reflect.set(current, key, value, current) : false),
  });
}
