import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@griot/db/migrateDatabase';
import { endUsers } from '@griot/db/schema/endUsers';
import { endUserVariables } from '@griot/db/schema/endUserVariables';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { buildWhatsAppBot, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';

const testServer = useTestServer();

const declared = [
  { id: 'city', slug: 'Ville', type: 'text' },
  { id: 'interest', slug: 'Intérêt', type: 'text' },
];

/** Five customers with hand-picked values: the expected sets below are computed by hand. */
const PEOPLE = [
  { wa: '221770000001', name: 'Awa Diop', city: 'Dakar', interest: 'pagnes' },
  { wa: '221770000002', name: 'Moussa Sow', city: 'Thiès', interest: 'pagnes' },
  { wa: '221770000003', name: 'Fatou Ndiaye', city: 'Dakar', interest: 'bijoux' },
  { wa: '221770000004', name: 'Awa Fall', city: 'Saint-Louis', interest: null },
  { wa: '221770000005', name: 'Ibrahima Ba', city: null, interest: 'bijoux' },
];

async function world(server: TestServer) {
  const owner = await buildAccount(server);
  const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }], declared);
  await server.db.execute(
    sql`UPDATE chatbots SET workspace_id = ${owner.workspaceId} WHERE id = ${chatbotId}`,
  );
  for (const person of PEOPLE) {
    const [row] = await server.db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: person.wa,
        fullName: person.name,
        phone: `+${person.wa}`,
      })
      .returning();
    for (const name of ['city', 'interest'] as const) {
      const value = person[name];
      if (value && row)
        await server.db
          .insert(endUserVariables)
          .values({ endUserId: row.id, chatbotId, name, valueText: value });
    }
  }
  return { owner, chatbotId };
}

const rows = (...conditions: Array<[string, '=' | '!=', string, '&&' | '||' | null]>) =>
  JSON.stringify(
    conditions.map(([idvariable, comparison, value, operator]) => ({
      idvariable,
      comparison,
      value,
      operator,
    })),
  );

describe('segments', () => {
  it('matches conditions against a hand-computed set, counts with sizing and lists without', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const ask = async (conditions: string, sizing: boolean) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/post/strong/conditions/${chatbotId}`,
        headers: owner.auth,
        payload: { conditions, sizing },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const names = async (conditions: string) =>
      ((await ask(conditions, false)).result as Array<{ name: string }>).map((user) => user.name).sort();

    expect(await names(rows(['city', '=', 'dakar', null]))).toEqual(['Awa Diop', 'Fatou Ndiaye']);
    expect(await names(rows(['city', '=', 'Dakar', '&&'], ['interest', '=', 'pagnes', null]))).toEqual([
      'Awa Diop',
    ]);
    // && binds tighter than ||: (Dakar && bijoux) || Thiès
    expect(
      await names(
        rows(['city', '=', 'Dakar', '&&'], ['interest', '=', 'bijoux', '||'], ['city', '=', 'Thiès', null]),
      ),
    ).toEqual(['Fatou Ndiaye', 'Moussa Sow']);
    // != keeps those without the value, including those without any city
    expect(await names(rows(['city', '!=', 'Dakar', null]))).toEqual([
      'Awa Fall',
      'Ibrahima Ba',
      'Moussa Sow',
    ]);
    // != beside an = on a variable: checked on the same values, those without a city kept
    expect(await names(rows(['interest', '=', 'bijoux', '&&'], ['city', '!=', 'Dakar', null]))).toEqual([
      'Ibrahima Ba',
    ]);
    expect(
      await names(
        rows(
          ['interest', '=', 'pagnes', '&&'],
          ['city', '!=', 'dakar', '||'],
          ['first_name', '=', 'Ibrahima', null],
        ),
      ),
    ).toEqual(['Ibrahima Ba', 'Moussa Sow']);
    expect(
      (await ask(rows(['interest', '=', 'bijoux', '&&'], ['city', '!=', 'Dakar', null]), true)).result,
    ).toBe(1);
    // globals: first name and phone (digits compared, any format)
    expect(await names(rows(['first_name', '=', 'Awa', null]))).toEqual(['Awa Diop', 'Awa Fall']);
    expect(await names(rows(['phone_number', '=', '+221 77 000 00 03', null]))).toEqual(['Fatou Ndiaye']);
    // incomplete rows are ignored
    expect(await names(rows(['city', '=', 'Dakar', '&&'], ['interest', '=', '', null]))).toEqual([
      'Awa Diop',
      'Fatou Ndiaye',
    ]);

    const counted = await ask(rows(['interest', '=', 'bijoux', null]), true);
    expect(counted.result).toBe(2);
    const listed = await ask(rows(['interest', '=', 'bijoux', null]), false);
    expect(listed.total).toBe(2);
    expect(listed.result[0].user_info.idbot).toBe(chatbotId);
    expect(listed.result[0].user_details.tel).toMatch(/^\+2217700000/);
  });

  it('counts from the values alone as the full conditions do: never another chatbot’s customers, a simulator conversation or a customer moved away', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const other = await buildChatbot(server, owner.workspaceId, {
      bot_name: 'Autre boutique',
      type: 'whatsapp',
    });
    const withValues = async (botId: string, channel: 'whatsapp' | 'web', externalId: string) => {
      const [row] = await server.db
        .insert(endUsers)
        .values({ chatbotId: botId, channel, externalId, fullName: 'Khady Sarr' })
        .returning();
      await server.db.insert(endUserVariables).values([
        { endUserId: row?.id ?? '', chatbotId: botId, name: 'city', valueText: 'Dakar' },
        { endUserId: row?.id ?? '', chatbotId: botId, name: 'interest', valueText: 'bijoux' },
      ]);
    };
    await withValues(other, 'whatsapp', '221770000009');
    await withValues(chatbotId, 'web', 'test-simulateur-1');
    const count = async (conditions: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/post/strong/conditions/${chatbotId}`,
        headers: owner.auth,
        payload: { conditions, sizing: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result;
    };
    // Only '=' rows on variables: counted from the values; with a global: through the end-users.
    const dakar = rows(['city', '=', 'Dakar', null]);
    const dakarWithGlobal = rows(['city', '=', 'Dakar', '&&'], ['first_name', '!=', 'Zacharie', null]);
    const either = rows(
      ['city', '=', 'Dakar', '&&'],
      ['interest', '=', 'bijoux', '||'],
      ['city', '=', 'Thiès', null],
    );
    expect([await count(dakar), await count(dakarWithGlobal), await count(either)]).toEqual([2, 2, 2]);
    // Fatou Ndiaye moves to the other chatbot: her values follow her.
    await server.db.execute(
      sql`UPDATE end_users SET chatbot_id = ${other} WHERE chatbot_id = ${chatbotId} AND external_id = '221770000003'`,
    );
    expect([await count(dakar), await count(dakarWithGlobal), await count(either)]).toEqual([1, 1, 1]);
  });

  it('lists a variable’s values with counts, null for those without', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/variable/values/${chatbotId}/city`,
      headers: owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().values).toEqual([
      { _id: 'Dakar', count: 2 },
      expect.objectContaining({ count: 1 }),
      expect.objectContaining({ count: 1 }),
      expect.objectContaining({ count: 1 }),
    ]);
    expect(response.json().values.map((value: { _id: string | null }) => value._id)).toContain(null);
    const first = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/variable/values/${chatbotId}/first_name`,
      headers: owner.auth,
    });
    expect(first.json().values[0]).toEqual({ _id: 'Awa', count: 2 });
  });

  it('refuses unknown variables, malformed conditions and another account’s chatbot in French, changing nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const post = (conditions: string, auth = owner.auth) =>
      server.app.inject({
        method: 'POST',
        url: `/api/post/strong/conditions/${chatbotId}`,
        headers: auth,
        payload: { conditions, sizing: true },
      });
    const unknown = await post(rows(['quartier', '=', 'Médina', null]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Variable inconnue : quartier');
    const malformed = await post('[{"idvariable": "city",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Les conditions sont mal formées');
    const empty = await post(rows(['city', '=', '', null]));
    expect(empty.json().message).toBe('Ajoutez au moins une condition complète (attribut et valeur)');
    // An injection attempt is a value like any other: bound, never SQL.
    const injected = await post(rows(['city', '=', "Dakar' OR 1=1 --", null]));
    expect(injected.json().result).toBe(0);
    const stranger = await buildAccount(server);
    const foreign = await post(rows(['city', '=', 'Dakar', null]), stranger.auth);
    expect(foreign.statusCode).toBe(404);
    const values = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/variable/values/${chatbotId}/quartier`,
      headers: owner.auth,
    });
    expect(values.statusCode).toBe(400);
  });

  it('keeps the variables the runtime collects, queryable per end-user', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(
      server,
      [
        { type: 'text', message: 'Votre ville ?' },
        { type: 'answer', options: { answer_type: 'text', variable: { id: 'city' }, default_reply: '' } },
        { type: 'text', message: 'Merci' },
      ],
      declared,
    );
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        from: '221771112233',
        name: 'Khady',
        text: 'Bonjour',
      }),
    );
    await eventually(async () => {
      const result = await server.db.execute(
        sql`SELECT 1 FROM conversations WHERE chatbot_id = ${chatbotId} AND session IS NOT NULL`,
      );
      return result.rows.length > 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        from: '221771112233',
        name: 'Khady',
        text: 'Ziguinchor',
      }),
    );
    const stored = await eventually(async () => {
      const result = await server.db.execute<{ name: string; value_text: string }>(
        sql`SELECT name, value_text FROM end_user_variables WHERE chatbot_id = ${chatbotId}`,
      );
      return result.rows.length > 0 ? result.rows : undefined;
    });
    expect(stored).toEqual([{ name: 'city', value_text: 'Ziguinchor' }]);
  });

  it('migration 0022 carries existing sessions’ variables over (last_input left out, numbers typed)', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }], declared);
    const [row] = await server.db
      .insert(endUsers)
      .values({ chatbotId, channel: 'whatsapp', externalId: '221770009999', fullName: 'Ancien Client' })
      .returning();
    await server.db.execute(sql`INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, session) VALUES (${row?.id}, ${chatbotId},
      (SELECT workspace_id FROM chatbots WHERE id = ${chatbotId}),
      '{"version":1,"position":null,"variables":{"city":"Kaolack","budget":"15000","last_input":"ok"},"tokenCount":0}'::jsonb)`);
    const statement = readFileSync(path.join(MIGRATIONS_FOLDER, '0022_audience.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.includes('INSERT INTO end_user_variables'));
    await server.db.execute(sql.raw(statement ?? ''));
    const carried = await server.db.execute<{
      name: string;
      value_text: string;
      value_number: string | null;
    }>(
      sql`SELECT name, value_text, value_number::text FROM end_user_variables WHERE end_user_id = ${row?.id} ORDER BY name`,
    );
    expect(carried.rows).toEqual([
      { name: 'budget', value_text: '15000', value_number: '15000' },
      { name: 'city', value_text: 'Kaolack', value_number: null },
    ]);
  });
});
