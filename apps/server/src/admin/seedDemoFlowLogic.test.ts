import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createLocalFileStorage } from '../lib/files/localFileStorage';
import { testConfig } from '../test/buildTestServer';
import { buildUser } from '../test/factories';
import { FLOW_LOGIC_BOT, seedDemoFlowLogic } from './seedDemoFlowLogic';
import { useSeedWorld } from './test/seedWorld';

const world = useSeedWorld('griot-seed-flow-logic-');

/** Which blocks (by name) answered each customer of « Keur Wax ». */
async function blocksReached() {
  const { rows } = await world.database.db.execute<{ who: string; blocks: string[] }>(sql`
    SELECT e.external_id AS who, array_agg(DISTINCT b.blockname) AS blocks
    FROM messages m
    JOIN end_users e ON e.id = m.end_user_id
    JOIN chatbots c ON c.id = m.chatbot_id AND c.bot_name = ${FLOW_LOGIC_BOT}
    JOIN blocks b ON b.chatbot_id = c.id AND b.idblock = m.content->>'block_id'
    WHERE m.direction = 'out'
    GROUP BY e.external_id`);
  return Object.fromEntries(rows.map((row) => [row.who, row.blocks]));
}

describe('seed-demo: a chatbot from the Boutique template', () => {
  it('makes « Keur Wax » through the import and plays customers through its decisions once', async () => {
    const { workspaceId } = await buildUser(world.database.db);
    const config = testConfig(world.dataDir, world.database.connectionString);
    const services = {
      db: world.database.db,
      config,
      files: createLocalFileStorage(path.join(world.dataDir, 'files')),
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const failures: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((line: string) => void failures.push(line));
    try {
      await seedDemoFlowLogic(services, world.database, workspaceId);
      expect(failures).toEqual([]);
      const reached = await blocksReached();
      expect(Object.keys(reached)).toHaveLength(6);
      // Dakar and Pikine are delivered; Thiès and Saint-Louis are not.
      expect(reached['221770112233']).toEqual(
        expect.arrayContaining(['Livraison Dakar', 'Commande confirmée']),
      );
      expect(reached['221708889900']).toContain('Livraison Dakar');
      expect(reached['221765554433']).toEqual(expect.arrayContaining(['Hors Dakar', 'Récapitulatif']));
      expect(reached['221765554433']).not.toContain('Livraison Dakar');
      expect(reached['221784445566']).toEqual(expect.arrayContaining(['Expédition', 'Relance']));
      // Every customer met one of the A/B test's two menus.
      for (const blocks of Object.values(reached))
        expect(blocks.some((name) => name === 'Menu nouveautés' || name === 'Menu classique')).toBe(true);
      const { rows } = await world.database.db.execute<{
        notifications: number;
        follow_ups: number;
        open: number;
      }>(sql`
        SELECT
          (SELECT count(*)::int FROM messages m JOIN chatbots c ON c.id = m.chatbot_id
             WHERE c.bot_name = ${FLOW_LOGIC_BOT} AND m.type = 'notification') AS notifications,
          (SELECT count(*)::int FROM inbox i JOIN chatbots c ON c.id = i.chatbot_id
             WHERE c.bot_name = ${FLOW_LOGIC_BOT} AND i.status = 'pending'
               AND i.available_at > now() + interval '1 hour') AS follow_ups`);
      // Three confirmed orders told the shop; Astou's follow-up waits for tomorrow 10:00.
      expect(rows[0]).toEqual({ notifications: 3, follow_ups: 1 });

      await seedDemoFlowLogic(services, world.database, workspaceId);
      const { rows: bots } = await world.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM chatbots WHERE bot_name = ${FLOW_LOGIC_BOT}`,
      );
      expect(bots[0]?.n).toBe(1);
      expect(Object.keys(await blocksReached())).toHaveLength(6);
    } finally {
      log.mockRestore();
      errors.mockRestore();
    }
  });
});
