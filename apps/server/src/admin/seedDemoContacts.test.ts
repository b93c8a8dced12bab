import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { world } from '../features/broadcasts/test/broadcastTestKit';
import { useTestServer } from '../test/buildTestServer';
import { seedDemoContacts } from './seedDemoContacts';

const testServer = useTestServer();

describe('seedDemoContacts', () => {
  it('imports ~150 contacts with tags, some with opt-in; twice changes nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 0);
    const scope = { db: server.db, config: server.config, workspaceId: owner.workspaceId, shopId: chatbotId };
    const counts = async () =>
      (
        await server.db.execute<{
          users: number;
          opted_in: number;
          vip: number;
          tabaski: number;
          grossiste: number;
          ci: number;
          fr: number;
          imports: number;
          never_active: number;
        }>(sql`
          SELECT count(*)::int AS users, count(*) FILTER (WHERE opt_in_at IS NOT NULL)::int AS opted_in,
            (SELECT count(*)::int FROM end_user_tags WHERE chatbot_id = ${chatbotId} AND tag = 'VIP') AS vip,
            (SELECT count(*)::int FROM end_user_tags WHERE chatbot_id = ${chatbotId} AND tag = 'Tabaski 2026') AS tabaski,
            (SELECT count(*)::int FROM end_user_tags WHERE chatbot_id = ${chatbotId} AND tag = 'Grossiste') AS grossiste,
            count(*) FILTER (WHERE external_id LIKE '225%')::int AS ci, count(*) FILTER (WHERE external_id LIKE '33%')::int AS fr,
            (SELECT count(*)::int FROM contact_imports WHERE chatbot_id = ${chatbotId}) AS imports,
            count(*) FILTER (WHERE last_activity_at IS NULL)::int AS never_active
          FROM end_users WHERE chatbot_id = ${chatbotId} AND imported_at IS NOT NULL`)
      ).rows[0];
    await seedDemoContacts(scope);
    const first = await counts();
    expect(first?.users).toBeGreaterThanOrEqual(140);
    expect(first?.opted_in).toBeGreaterThan(60);
    expect(first?.opted_in).toBeLessThan(first?.users ?? 0);
    expect(first?.ci).toBeGreaterThan(20);
    expect(first?.fr).toBeGreaterThan(8);
    expect(first?.vip).toBeGreaterThan(10);
    expect(first?.tabaski).toBeGreaterThan(20);
    expect(first?.grossiste).toBeGreaterThan(10);
    expect(first?.imports).toBe(1);
    // Imported, they have not written: no last activity, so the lists show them after the customers.
    expect(first?.never_active).toBe(first?.users);
    await seedDemoContacts(scope);
    expect(await counts()).toEqual(first);
    // The city is the shop's declared variable: stored for the contacts.
    const cities = await server.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM end_user_variables WHERE chatbot_id = ${chatbotId} AND name = 'city'`,
    );
    expect(cities.rows[0]?.count).toBe(first?.users);
  });
});
