import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { everyone, world } from './test/broadcastTestKit';

const testServer = useTestServer();

describe('POST /strong/broadcast/missing-values/{id}', () => {
  it('counts, before sending, the recipients without a value for each variable and the fallback they get', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 4, ['Awa Diop', '', '  ', 'Moussa']);
    // An opted-out customer is not sent to: not counted either.
    await server.db.execute(
      sql`UPDATE end_users SET opted_out_at = now() WHERE chatbot_id = ${chatbotId} AND full_name = 'Moussa'`,
    );
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/strong/broadcast/missing-values/${chatbotId}`,
      headers: owner.auth,
      payload: {
        conditions: everyone,
        parameters: [
          { key: 'body.1', source: 'variable', value: 'first_name', fallback: 'cher client' },
          { key: 'body.2', source: 'constant', value: '20', fallback: '' },
          { key: 'header.1', source: 'variable', value: 'city', fallback: 'Dakar' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      recipients: 3,
      missing: [
        { key: 'body.1', variable: 'first_name', count: 2, fallback: 'cher client' },
        { key: 'header.1', variable: 'city', count: 0, fallback: 'Dakar' },
      ],
    });
  });

  it('refuses another account’s chatbot and an unknown variable, in French', async () => {
    const server = testServer();
    const { chatbotId, owner } = await world(server, 1);
    const stranger = await buildAccount(server);
    const body = {
      conditions: everyone,
      parameters: [{ key: 'body.1', source: 'variable', value: 'first_name', fallback: 'x' }],
    };
    const foreign = await server.app.inject({
      method: 'POST',
      url: `/api/strong/broadcast/missing-values/${chatbotId}`,
      headers: stranger.auth,
      payload: body,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await server.app.inject({
      method: 'POST',
      url: `/api/strong/broadcast/missing-values/${chatbotId}`,
      headers: owner.auth,
      payload: {
        ...body,
        conditions: JSON.stringify([{ idvariable: 'inconnue', comparison: '=', value: 'x', operator: null }]),
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Variable inconnue : inconnue');
  });
});
