import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabaseAtMigration } from '../test/databaseAtMigration';

/**
 * Migration 0052 (the forecast's columns) on end-users as 0051 left them: each gets its
 * conversation's last inbound time, and every WhatsApp end-user of a workspace the last time Meta
 * took a campaign's send to its number from any of the workspace's chatbots; another workspace's
 * customer of the same number, and a send Meta never took, reach nobody.
 */
describe('migration 0052: the window and the frequency cap on end_users', () => {
  it('copies the last inbound time and the campaigns’ reach by number across the workspace', {
    timeout: 60_000,
  }, async () => {
    const database = await createDatabaseAtMigration('0051_analytics_returning_days');
    try {
      const { pool } = database;
      const workspace = await account(pool, 'awa@example.sn', '+221770000001');
      const elsewhere = await account(pool, 'moussa@example.sn', '+221770000002');
      const shop = await chatbot(pool, workspace, 'kw-shop');
      const support = await chatbot(pool, workspace, 'kw-support');
      const stranger = await chatbot(pool, elsewhere, 'kw-stranger');
      const wrote = await customer(pool, shop, '221771000001');
      const twin = await customer(pool, support, '221771000001');
      const outsider = await customer(pool, stranger, '221771000001');
      const neverTaken = await customer(pool, shop, '221771000002');
      await pool.query(
        `INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_inbound_at)
         VALUES ($1, $2, $3, now() - interval '3 hours')`,
        [wrote, shop, workspace],
      );
      const [campaign] = (
        await pool.query<{ id: string }>(
          `INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status, total)
           VALUES ($1, 'promo', 'fr', '{"source":"whatsapp"}', '106540352242922', 'finished', 2) RETURNING id`,
          [shop],
        )
      ).rows;
      await pool.query(
        `INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, updated_at)
         VALUES ($1, $2, 1, '+221771000001', 'delivered', now() - interval '2 hours'),
                ($1, $3, 2, '+221771000002', 'error', now() - interval '2 hours')`,
        [campaign?.id, wrote, neverTaken],
      );

      await database.migrateThrough('0052_campaign_forecast_columns');

      const { rows } = await pool.query<{
        id: string;
        inbound_hours: number | null;
        reached_hours: number | null;
      }>(`SELECT id, round(extract(epoch FROM now() - last_inbound_at) / 3600)::int AS inbound_hours,
                 round(extract(epoch FROM now() - campaign_reached_at) / 3600)::int AS reached_hours
          FROM end_users`);
      const of = (id: string) => rows.find((row) => row.id === id);
      expect(of(wrote)).toMatchObject({ inbound_hours: 3, reached_hours: 2 });
      expect(of(twin)).toMatchObject({ inbound_hours: null, reached_hours: 2 });
      expect(of(outsider)).toMatchObject({ inbound_hours: null, reached_hours: null });
      expect(of(neverTaken)).toMatchObject({ inbound_hours: null, reached_hours: null });
    } finally {
      await database.drop();
    }
  });
});

async function account(pool: pg.Pool, email: string, tel: string): Promise<string> {
  const [user] = (
    await pool.query<{ id: string }>(
      `INSERT INTO users (firstname, lastname, company, email, tel, country, user_type, password_hash, profile_picture)
       VALUES ('Awa', 'Ndiaye', 'Téranga', $1, $2, 'SN', 'personal', 'scrypt$x', '') RETURNING id`,
      [email, tel],
    )
  ).rows;
  const id = user?.id ?? '';
  await pool.query(`INSERT INTO workspaces (id, name, created_by) VALUES ($1, 'Téranga', $1)`, [id]);
  return id;
}

async function chatbot(pool: pg.Pool, workspaceId: string, keyword: string): Promise<string> {
  const [row] = (
    await pool.query<{ id: string }>(
      `INSERT INTO chatbots (workspace_id, bot_name, type, status, avatar, keyword_webhook)
       VALUES ($1, 'Téranga', 'whatsapp', 'active', '', $2) RETURNING id`,
      [workspaceId, keyword],
    )
  ).rows;
  return row?.id ?? '';
}

async function customer(pool: pg.Pool, chatbotId: string, wa: string): Promise<string> {
  const [row] = (
    await pool.query<{ id: string }>(
      `INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
       VALUES ($1, 'whatsapp', $2, 'Client', $3) RETURNING id`,
      [chatbotId, wa, `+${wa}`],
    )
  ).rows;
  return row?.id ?? '';
}
