import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddresses, createRequestAgent, performRequest, type Resolver } from './performRequest';

const resolver =
  (table: Record<string, string>): Resolver =>
  async (hostname) => {
    const address = table[hostname];
    if (!address) throw new Error(`ENOTFOUND ${hostname}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };

describe('checkedAddresses', () => {
  const dns = resolver({
    'shop.example': '93.184.216.34',
    'crm.corp': '10.1.2.3',
    'rebound.example': '127.0.0.1',
    'nat64.example': '64:ff9b::a9fe:a9fe',
  });

  it('accepts a name resolving to a public address', async () => {
    await expect(checkedAddresses('shop.example', [], dns)).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });

  it('refuses a name resolving to a private or loopback address', async () => {
    await expect(checkedAddresses('crm.corp', [], dns)).rejects.toThrow(
      'address 10.1.2.3 of crm.corp is not public',
    );
    await expect(checkedAddresses('rebound.example', [], dns)).rejects.toThrow(/127\.0\.0\.1/);
    await expect(checkedAddresses('nat64.example', [], dns)).rejects.toThrow(/64:ff9b::a9fe:a9fe/);
  });

  it('accepts a private address when the name or the address is allowlisted', async () => {
    await expect(checkedAddresses('crm.corp', ['crm.corp'], dns)).resolves.toHaveLength(1);
    await expect(checkedAddresses('crm.corp', ['10.1.2.3'], dns)).resolves.toHaveLength(1);
  });
});

describe('performRequest', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ echo: JSON.parse(body), statut: 'ok' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a loopback address that is not allowlisted, without connecting', async () => {
    const agent = createRequestAgent([]);
    const outcome = await performRequest(agent, [], `http://127.0.0.1:${port}/hook`, { nom: 'Awa' });
    expect(outcome).toEqual({ ok: false, error: 'address 127.0.0.1 is not public' });
    await agent.close();
  });

  it.each(['[::7f00:1]', '[::ffff:7f00:1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[::1]'])(
    'refuses the loopback spelled as the IPv6 literal %s, without connecting',
    async (literal) => {
      const agent = createRequestAgent([]);
      const outcome = await performRequest(agent, [], `http://${literal}:${port}/hook`, { nom: 'Awa' });
      expect(outcome.ok).toBe(false);
      expect(outcome.error).toMatch(/is not public/);
      await agent.close();
    },
  );

  it('refuses a name that resolves to loopback at connection time', async () => {
    const agent = createRequestAgent([], resolver({ 'api.example': '127.0.0.1' }));
    const outcome = await performRequest(agent, [], `http://api.example:${port}/hook`, {});
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/127\.0\.0\.1 of api\.example is not public/);
    await agent.close();
  });

  it('posts the variables as JSON to an allowlisted host and reads the JSON answer', async () => {
    const agent = createRequestAgent(['api.example'], resolver({ 'api.example': '127.0.0.1' }));
    const outcome = await performRequest(agent, ['api.example'], `http://api.example:${port}/hook`, {
      nom: 'Awa',
    });
    expect(outcome).toEqual({ ok: true, status: 200, json: { echo: { nom: 'Awa' }, statut: 'ok' } });
    await agent.close();
  });
});
