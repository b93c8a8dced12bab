import { describe, expect, it } from 'vitest';
import { createDatabaseAtMigration } from '../test/databaseAtMigration';

/**
 * Migration 0041 (the team inbox) on conversations as 0040 left them: a takeover still running
 * becomes an 'open' conversation assigned to its agent with a stretch with a person; an expired
 * takeover and a bot-only conversation become 'resolved' (the bot has them); every conversation
 * names its chatbot's workspace and counts its end-user's messages, unread ones kept unread.
 */
describe('migration 0041: conversations get a status, a workspace and their counts', () => {
  it('turns a running takeover into an open conversation and everything else into the bot’s', {
    timeout: 60_000,
  }, async () => {
    const database = await createDatabaseAtMigration('0040_message_send_marks');
    try {
      const { pool } = database;
      const [user] = (
        await pool.query<{ id: string }>(
          `INSERT INTO users (firstname, lastname, company, email, tel, country, user_type, password_hash,
                              profile_picture)
           VALUES ('Awa', 'Ndiaye', 'Téranga', 'awa@example.sn', '+221770000000', 'SN', 'personal', 'scrypt$x', '')
           RETURNING id`,
        )
      ).rows;
      const userId = user?.id ?? '';
      // 0039 gave the account a workspace with its own id.
      await pool.query(`INSERT INTO workspaces (id, name, created_by) VALUES ($1, 'Téranga', $1)`, [userId]);
      const [bot] = (
        await pool.query<{ id: string }>(
          `INSERT INTO chatbots (workspace_id, bot_name, type, status, avatar, keyword_webhook)
           VALUES ($1, 'Téranga', 'whatsapp', 'active', '', 'kw') RETURNING id`,
          [userId],
        )
      ).rows;
      const chatbotId = bot?.id ?? '';
      const people: Record<string, { inbound: number; unread: number; paused: string | null }> = {
        running: { inbound: 5, unread: 2, paused: "now() + interval '20 minutes'" },
        expired: { inbound: 3, unread: 1, paused: "now() - interval '2 hours'" },
        botOnly: { inbound: 4, unread: 4, paused: null },
      };
      const ids: Record<string, string> = {};
      for (const [name, person] of Object.entries(people)) {
        const [row] = (
          await pool.query<{ id: string }>(
            `INSERT INTO end_users (chatbot_id, channel, external_id, full_name) VALUES ($1, 'whatsapp', $2, $2) RETURNING id`,
            [chatbotId, name],
          )
        ).rows;
        const id = row?.id ?? '';
        ids[name] = id;
        for (let index = 0; index < person.inbound; index += 1)
          await pool.query(
            `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
             VALUES ($1, $2, 'in', 'text', '{"text":"Bonjour"}', 'received'),
                    ($1, $2, 'out', 'text', '{"element":{"type":"text","message":"Salut"}}', 'sent')`,
            [chatbotId, id],
          );
        await pool.query(
          `INSERT INTO conversations (end_user_id, chatbot_id, unread_count, last_inbound_at, bot_paused_until, agent_id)
           VALUES ($1, $2, $3, now() - interval '5 minutes', ${person.paused ?? 'NULL'}, $4)`,
          [id, chatbotId, person.unread, person.paused ? userId : null],
        );
      }

      await database.migrateThrough('0041_inbox');

      const rows = await pool.query<{
        end_user_id: string;
        workspace_id: string;
        status: string;
        assignee_id: string | null;
        inbound_count: number;
        read_floor: number;
        waiting: boolean;
      }>(`SELECT end_user_id, workspace_id, status, assignee_id, inbound_count, read_floor,
                 waiting_since IS NOT NULL AS waiting FROM conversations`);
      const byName = (name: string) => rows.rows.find((row) => row.end_user_id === ids[name]);
      expect(byName('running')).toMatchObject({
        workspace_id: userId,
        status: 'open',
        assignee_id: userId,
        inbound_count: 5,
        read_floor: 3,
        waiting: true,
      });
      expect(byName('expired')).toMatchObject({
        status: 'resolved',
        assignee_id: null,
        inbound_count: 3,
        read_floor: 3,
        waiting: false,
      });
      expect(byName('botOnly')).toMatchObject({ status: 'resolved', inbound_count: 4, read_floor: 4 });
      const episodes = await pool.query(
        `SELECT end_user_id, opened_reason, assignee_id, resolved_at FROM conversation_episodes`,
      );
      expect(episodes.rows).toEqual([
        { end_user_id: ids.running, opened_reason: 'agent', assignee_id: userId, resolved_at: null },
      ]);
      const gone = await pool.query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'conversations' AND column_name = 'bot_paused_until'`,
      );
      expect(gone.rowCount).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
