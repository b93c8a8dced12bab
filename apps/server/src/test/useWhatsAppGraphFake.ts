import { startWhatsAppFake, type WhatsAppFake, type WhatsAppFakeOptions } from '@griot/fakes/whatsAppFake';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestServer } from './buildTestServer';

/**
 * A Graph fake for a whole test file, started in beforeAll and pointed at by the test server, with
 * `eachTest` run before every test (a reset, a setting put back). The fake only exists from
 * beforeAll on, so the value returned forwards to it: tests write `fake.sent` as with a plain one.
 */
export function useWhatsAppGraphFake(
  testServer: () => TestServer,
  options: WhatsAppFakeOptions,
  eachTest?: (fake: WhatsAppFake) => void,
): WhatsAppFake {
  let current: WhatsAppFake | undefined;
  beforeAll(async () => {
    current = await startWhatsAppFake(options);
    testServer().config.runtime.graphApiUrl = current.url;
  });
  afterAll(async () => {
    await current?.close();
  });
  if (eachTest)
    beforeEach(() => {
      if (current) eachTest(current);
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
