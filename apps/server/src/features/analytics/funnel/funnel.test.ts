import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { messages } from '@griot/contract/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { buildAccount } from '../../../test/factories';
import { rollUpAnalytics } from '../rollup/rollUpAnalytics';
import { funnelRows } from './funnelRows';
import {
  buildEndUser,
  buildFunnelWorld,
  CHOICE_BUTTONS,
  type MessageFields,
  ORDER_FLOW,
  writeMessage,
} from './test/funnelWorld';

const server = useTestServer();

async function getFunnel(auth: { authorization: string }, chatbotId: string, query: string) {
  return server().app.inject({
    method: 'GET',
    url: `/api/analytics/funnel/${chatbotId}?${query}`,
    headers: { ...auth, 'accept-language': 'fr' },
  });
}

function blockOf(funnel: AnalyticsFunnel, blockId: string) {
  const block = funnel.blocks.find((candidate) => candidate.block_id === blockId);
  if (!block) throw new Error(`no block ${blockId}`);
  return block;
}

describe('GET /analytics/funnel/{chatbotId}', () => {
  it('adds up the counters of the period’s Tokyo days: blocks, waiting elements, top choices, the path', async () => {
    const world = await buildFunnelWorld(server());
    const { chatbotId, workspaceId, starterId } = world;
    const hour = (at: string, channel = 'whatsapp', started = 0) =>
      sql`(${chatbotId}::uuid, ${workspaceId}::uuid, ${channel}, ${at}::timestamptz, ${started})`;
    // 2026-03-10 in Tokyo = [2026-03-09T15:00Z, 2026-03-10T15:00Z): 2 + 1 inside, 7 and 5 on either side.
    await server().db.execute(sql`
      INSERT INTO analytics_hours (chatbot_id, workspace_id, channel, hour, conversations_started) VALUES
      ${hour('2026-03-09T15:00Z', 'whatsapp', 2)}, ${hour('2026-03-10T14:00Z', 'telegram', 1)},
      ${hour('2026-03-09T14:00Z', 'whatsapp', 7)}, ${hour('2026-03-10T15:00Z', 'whatsapp', 5)}`);
    const flow = (at: string, block: string, element: string, reached: number, left: number) =>
      sql`(${chatbotId}::uuid, ${at}::timestamptz, ${block}, ${element}, ${reached}, ${left})`;
    await server().db.execute(sql`
      INSERT INTO analytics_flow_hours (chatbot_id, hour, block_id, element_id, reached, left_there) VALUES
      ${flow('2026-03-09T15:00Z', starterId, '', 2, 0)}, ${flow('2026-03-10T14:00Z', starterId, '', 1, 0)},
      ${flow('2026-03-10T15:00Z', starterId, '', 9, 9)},
      ${flow('2026-03-09T15:00Z', starterId, 'choix', 2, 0)}, ${flow('2026-03-10T14:00Z', starterId, 'choix', 1, 1)},
      ${flow('2026-03-09T15:00Z', 'commande', '', 2, 1)}, ${flow('2026-03-09T15:00Z', 'commande', 'ask', 2, 1)},
      ${flow('2026-03-09T15:00Z', 'supprime', '', 4, 4)}`);
    const choice = (at: string, name: string, chosen: number) =>
      sql`(${chatbotId}::uuid, ${at}::timestamptz, ${starterId}, 'choix', ${name}, ${chosen})`;
    await server().db.execute(sql`
      INSERT INTO analytics_choice_hours (chatbot_id, hour, block_id, element_id, choice, chosen) VALUES
      ${choice('2026-03-09T15:00Z', 'commande', 2)}, ${choice('2026-03-09T15:00Z', 'x5', 1)},
      ${choice('2026-03-09T15:00Z', 'x4', 1)}, ${choice('2026-03-09T15:00Z', 'x3', 1)},
      ${choice('2026-03-09T15:00Z', 'x2', 1)}, ${choice('2026-03-09T15:00Z', 'x1', 1)},
      ${choice('2026-03-10T15:00Z', 'infos', 10)}`);

    const response = await getFunnel(world.auth, chatbotId, 'from=2026-03-10&to=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    const { funnel } = response.json<{ funnel: AnalyticsFunnel }>();
    expect(funnel.period).toEqual({ from: '2026-03-10', to: '2026-03-10', time_zone: 'Asia/Tokyo' });
    expect(funnel.conversations).toBe(3);
    expect(blockOf(funnel, starterId)).toMatchObject({ name: 'Welcome Flow', reached: 3, left: 0 });
    expect(blockOf(funnel, starterId).elements).toEqual([
      {
        element_id: 'choix',
        type: 'text_button',
        label: 'Que souhaitez-vous ?',
        reached: 3,
        left: 1,
        choices: [
          { label: 'Commander', count: 2 },
          { label: 'x1', count: 1 },
          { label: 'x2', count: 1 },
          { label: 'x3', count: 1 },
          { label: 'x4', count: 1 },
        ],
      },
    ]);
    // The question borrows the counters of the text that asks it (the message the customer saw).
    expect(blockOf(funnel, 'commande')).toEqual({
      block_id: 'commande',
      name: 'Commande',
      reached: 2,
      left: 1,
      elements: [
        { element_id: 'q-nom', type: 'answer', label: 'Votre nom ?', reached: 2, left: 1, choices: [] },
      ],
    });
    expect(blockOf(funnel, 'perdu')).toMatchObject({ name: 'Bloc oublié', reached: 0, left: 0 });
    expect(blockOf(funnel, 'infos')).toMatchObject({ reached: 0, left: 0, elements: [] });
    // Every block of the flow (3 main + 3), none removed since ('supprime').
    expect(funnel.blocks).toHaveLength(6);
    expect(funnel.blocks[0]?.block_id).toBe(starterId);
    expect(funnel.blocks.some((block) => block.block_id === 'supprime')).toBe(false);
    expect(funnel.path).toEqual([
      { block_id: starterId, name: 'Welcome Flow', reached: 3 },
      { block_id: 'commande', name: 'Commande', reached: 2 },
    ]);

    const dayBefore = await getFunnel(world.auth, chatbotId, 'from=2026-03-09&to=2026-03-09');
    expect(dayBefore.json().funnel.conversations).toBe(7);
    expect(blockOf(dayBefore.json().funnel, starterId).reached).toBe(0);
  });

  it('counts, from the messages through the rollup, a customer who leaves at the question and one who finishes', async () => {
    const world = await buildFunnelWorld(server());
    const { chatbotId, starterId, greeting } = world;
    const db = server().db;
    const [ask, , thanks] = ORDER_FLOW;
    for (const [phone, finishes] of [
      ['221770000301', false],
      ['221770000302', true],
    ] as const) {
      const endUserId = await buildEndUser(db, chatbotId, phone);
      const at = (minute: number) => new Date(Date.UTC(2026, 2, 9, 16, minute)).toISOString();
      const write = (fields: MessageFields) => writeMessage(db, { chatbotId, endUserId, ...fields });
      await write({ at: at(0), event: { type: 'text', text: 'Bonjour' }, text: 'Bonjour' });
      await write({ at: at(0), blockId: starterId, element: greeting });
      await write({ at: at(0), blockId: starterId, element: CHOICE_BUTTONS });
      await write({
        at: at(1),
        event: { type: 'button', id: 'commande', title: 'Commander' },
        text: 'Commander',
      });
      await write({ at: at(1), blockId: 'commande', element: ask as Record<string, unknown> });
      if (finishes) {
        await write({ at: at(2), event: { type: 'text', text: 'Awa' }, text: 'Awa' });
        await write({ at: at(2), blockId: 'commande', element: thanks as Record<string, unknown> });
      }
    }
    const rolled = await rollUpAnalytics(db, { now: new Date('2026-03-11T00:00:00Z') });
    expect(rolled.messages).toBeGreaterThanOrEqual(9);

    const response = await getFunnel(world.auth, chatbotId, 'from=2026-03-10&to=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    const { funnel } = response.json<{ funnel: AnalyticsFunnel }>();
    expect(funnel.conversations).toBe(2);
    expect(blockOf(funnel, starterId)).toMatchObject({ reached: 2, left: 0 });
    expect(blockOf(funnel, starterId).elements[0]).toMatchObject({
      element_id: 'choix',
      reached: 2,
      left: 0,
      choices: [{ label: 'Commander', count: 2 }],
    });
    expect(blockOf(funnel, 'commande')).toMatchObject({
      reached: 2,
      left: 1,
      elements: [{ element_id: 'q-nom', reached: 2, left: 1 }],
    });
    expect(blockOf(funnel, 'perdu')).toMatchObject({ reached: 0, left: 0 });
    expect(funnel.path.map((step) => [step.block_id, step.reached])).toEqual([
      [starterId, 2],
      ['commande', 2],
    ]);
  });

  it('adds a long period’s edge hours and settled days the same, on the first call and from memory', async () => {
    const { auth, chatbotId, starterId } = await buildFunnelWorld(server());
    // 2026-03-01 → 2026-03-05 in Tokyo = [2026-02-28T15:00Z, 2026-03-05T15:00Z): whole UTC days 03-01 → 03-04.
    const flow = (at: string, reached: number, left: number) =>
      sql`(${chatbotId}::uuid, ${at}::timestamptz, ${starterId}, 'choix', ${reached}, ${left})`;
    await server().db.execute(sql`
      INSERT INTO analytics_flow_hours (chatbot_id, hour, block_id, element_id, reached, left_there) VALUES
      ${flow('2026-02-28T14:00Z', 100, 100)}, ${flow('2026-02-28T15:00Z', 1, 0)}, ${flow('2026-03-01T00:00Z', 2, 1)},
      ${flow('2026-03-02T23:00Z', 4, 0)}, ${flow('2026-03-05T00:00Z', 8, 2)}, ${flow('2026-03-05T14:00Z', 16, 4)},
      ${flow('2026-03-05T15:00Z', 100, 100)}`);
    const choice = (at: string, name: string, chosen: number) =>
      sql`(${chatbotId}::uuid, ${at}::timestamptz, ${starterId}, 'choix', ${name}, ${chosen})`;
    await server().db.execute(sql`
      INSERT INTO analytics_choice_hours (chatbot_id, hour, block_id, element_id, choice, chosen) VALUES
      ${choice('2026-02-28T15:00Z', 'infos', 3)}, ${choice('2026-03-03T10:00Z', 'commande', 2)},
      ${choice('2026-03-05T14:00Z', 'commande', 2)}, ${choice('2026-03-05T15:00Z', 'infos', 50)}`);
    for (const call of ['first', 'from memory']) {
      const response = await getFunnel(auth, chatbotId, 'from=2026-03-01&to=2026-03-05');
      expect(response.statusCode, call).toBe(200);
      expect(blockOf(response.json().funnel, starterId).elements[0], call).toMatchObject({
        reached: 1 + 2 + 4 + 8 + 16,
        left: 1 + 2 + 4,
        choices: [
          { label: 'Commander', count: 4 },
          { label: 'Infos', count: 3 },
        ],
      });
    }
  });

  it('gives the export one row per block and waiting element, with the drop-off rate and top choices', async () => {
    const { chatbotId, workspaceId, starterId } = await buildFunnelWorld(server());
    await server().db.execute(sql`
      INSERT INTO analytics_flow_hours (chatbot_id, hour, block_id, element_id, reached, left_there) VALUES
      (${chatbotId}, '2026-03-09T20:00Z', ${starterId}, '', 4, 0), (${chatbotId}, '2026-03-09T20:00Z', ${starterId}, 'choix', 4, 1)`);
    await server().db.execute(sql`
      INSERT INTO analytics_choice_hours (chatbot_id, hour, block_id, element_id, choice, chosen) VALUES
      (${chatbotId}, '2026-03-09T20:00Z', ${starterId}, 'choix', 'infos', 3)`);
    const rows = [];
    for await (const row of funnelRows(server().db, { workspaceId, from: '2026-03-10', to: '2026-03-10' }))
      rows.push(row);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        chatbot: 'Boutique Awa',
        block: 'Welcome Flow',
        element_id: '',
        reached: 4,
        drop_off: 0,
      }),
      expect.objectContaining({
        element_id: 'choix',
        element: 'Que souhaitez-vous ?',
        reached: 4,
        left: 1,
        drop_off: 0.25,
        top_choices: 'Infos (3)',
      }),
    ]);
    expect(rows.find((row) => row.block_id === 'perdu')).toMatchObject({ reached: 0, drop_off: '' });
  });

  it('streams the funnel table of the CSV export in French', async () => {
    const { auth, chatbotId, starterId } = await buildFunnelWorld(server());
    await server().db.execute(sql`
      INSERT INTO analytics_flow_hours (chatbot_id, hour, block_id, element_id, reached, left_there) VALUES
      (${chatbotId}, '2026-03-09T20:00Z', ${starterId}, 'choix', 8, 2)`);
    const response = await server().app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?table=funnel&from=2026-03-10&to=2026-03-10&chatbotId=${chatbotId}`,
      headers: { ...auth, 'accept-language': 'fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Chatbot;Bloc;Élément;Type d’élément;Atteints;Ont quitté ici;Abandon (%);Choix les plus fréquents',
    );
    expect(lines).toContain('Boutique Awa;Welcome Flow;Que souhaitez-vous ?;text_button;8;2;25;');
    expect(lines).toContain('Boutique Awa;Bloc oublié;;;0;0;;');
  });

  it('answers 404 for another workspace’s chatbot, as for one that does not exist', async () => {
    const world = await buildFunnelWorld(server());
    const stranger = await buildAccount(server());
    const response = await getFunnel(stranger.auth, world.chatbotId, 'from=2026-03-01&to=2026-03-31');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.chatbots.notFound);
    expect(response.body).not.toContain('Commande');
  });

  it('refuses a reversed period, one beyond 24 months and a day that does not exist, in French', async () => {
    const { auth, chatbotId } = await buildFunnelWorld(server());
    const reversed = await getFunnel(auth, chatbotId, 'from=2026-03-10&to=2026-03-09');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('La date de début doit précéder la date de fin');
    const tooLong = await getFunnel(auth, chatbotId, 'from=2024-01-01&to=2026-01-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('La période ne peut pas dépasser 24 mois.');
    const badDay = await getFunnel(auth, chatbotId, 'from=2026-02-30&to=2026-03-01');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.body).toContain('Date invalide');
  });
});
