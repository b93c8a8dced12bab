import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@griot/db/migrateDatabase';
import { describe, expect, it } from 'vitest';
import { buildTestServer } from '../test/buildTestServer';
import { createDatabaseAtMigration } from '../test/databaseAtMigration';
import { fillAccountsBeforeWorkspaces } from './test/accountsBeforeWorkspaces';
import { pictureBefore, problemsAfterMigration } from './test/workspaceMigrationCheck';

/**
 * Migration 0039 (workspaces) on a database filled as seed-demo fills one, at the schema before it:
 * every account owns one workspace, nothing is lost or moved to someone else, and the sessions
 * opened before it work in the account's workspace.
 */
const BEFORE = '0038_end_user_language';
const WORKSPACES = '0039_workspaces';
const shipped = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${WORKSPACES}.sql`), 'utf8');

/** Fills a database at 0038, pictures it, applies the rest (0039 as shipped, or as `replaced`). */
async function migrated(replaced?: string) {
  const database = await createDatabaseAtMigration(
    BEFORE,
    replaced ? { replace: { [WORKSPACES]: replaced } } : {},
  );
  try {
    const accounts = await fillAccountsBeforeWorkspaces(database.pool);
    const before = await pictureBefore(database.pool);
    // 0039 alone: the migrations after it change rows of their own.
    await database.migrateThrough(WORKSPACES);
    return { database, accounts, before };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

describe('migration 0039: every account becomes the owner of one workspace', () => {
  it('loses nothing: same rows everywhere, each one in its account’s workspace, sessions working there', {
    timeout: 60_000,
  }, async () => {
    const { database, accounts, before } = await migrated();
    const dropOnFailure = async (error: unknown): Promise<never> => {
      await database.drop();
      throw error;
    };
    // Read before the later migrations and the server's workers.
    const problems = await problemsAfterMigration(database.pool, before, accounts).catch(dropOnFailure);
    await database.migrateRest().catch(dropOnFailure);
    // The server of this code, on the migrated database (it drops the database when it closes).
    const server = await buildTestServer({}, { database }).catch(dropOnFailure);
    try {
      const counted = [...before.counts.entries()].filter(([, count]) => count > 0).map(([table]) => table);
      // The fill reaches every table an account's data lives in.
      expect(counted).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'chatbots',
          'blocks',
          'block_revisions',
          'end_users',
          'end_user_variables',
          'messages',
          'conversations',
          'whatsapp_accounts',
          'broadcasts',
          'broadcast_recipients',
          'broadcast_models',
          'invoices',
          'stored_files',
          'knowledge_files',
          'knowledge_chunks',
          'account_events',
        ]),
      );
      expect(problems).toEqual([]);

      // Each session opened before works as the owner of its account's workspace and sees what
      // the account had, and only that.
      for (const account of accounts) {
        const auth = { authorization: `Bearer ${account.token}` };
        const get = async (url: string) => {
          const response = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
          expect(response.statusCode, `${account.email} ${url}: ${response.body}`).toBe(200);
          return response.json();
        };
        expect((await get('/strong/auth/me')).data.workspace).toEqual({
          id: account.id,
          name: account.workspaceName,
          kind: 'own',
          role: 'owner',
        });
        expect((await get('/workspaces')).workspaces).toMatchObject([
          { id: account.id, name: account.workspaceName, role: 'owner' },
        ]);
        const ownedBy = (table: string) =>
          [...before.owners]
            .filter(([key, owner]) => key.startsWith(`${table}:`) && owner === account.id)
            .map(([key]) => key.slice(table.length + 1))
            .sort();
        const chatbots = (await get('/get/list/chatbots')).chatbots as Array<{ _id: string }>;
        expect(chatbots.map((chatbot) => chatbot._id).sort()).toEqual(ownedBy('chatbots'));
        const numbers = (await get('/strong/whatsapp/accounts')) as Array<{ _id: string }>;
        expect(numbers.map((number) => number._id).sort()).toEqual(ownedBy('whatsapp_accounts'));
        const invoices = (await get('/account/billing')).invoices as Array<{ id: string }>;
        expect(invoices.map((invoice) => invoice.id).sort()).toEqual(ownedBy('invoices'));
      }
    } finally {
      await server.close();
    }
  });

  it.each([
    [
      'moves profile pictures to the workspace',
      shipped.replace("WHERE kind <> 'profile_picture'", ''),
      /^stored_files:avatars\/.+: personne .+ profile_picture, expected/,
    ],
    [
      'loses an invoice',
      `${shipped}--> statement-breakpoint\nDELETE FROM invoices WHERE status = 'due';`,
      /^invoices: 2 rows, expected 4$/,
    ],
    [
      'gives every chatbot to one workspace',
      `${shipped}--> statement-breakpoint\nUPDATE chatbots SET workspace_id = (SELECT min(id::text)::uuid FROM workspaces);`,
      /^chatbots:.+, expected /,
    ],
    [
      'names a workspace after its person although the account has a company',
      shipped.replace("coalesce(nullif(btrim(company), ''), ", 'coalesce('),
      /^awa@teranga\.sn: workspace/,
    ],
  ])('would be caught if it %s', { timeout: 60_000 }, async (_what, broken, problem) => {
    const { database, accounts, before } = await migrated(broken);
    try {
      const problems = await problemsAfterMigration(database.pool, before, accounts);
      expect(
        problems.some((line) => problem.test(line)),
        problems.join('\n'),
      ).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
