import type pg from 'pg';
import type { AccountBefore } from './accountsBeforeWorkspaces';

/** The tables migration 0039 creates: empty before it, by definition. */
const NEW_TABLES = ['audit_events', 'workspace_invitations', 'workspace_members', 'workspaces'];

/**
 * The columns 0039 adds, drops or renames, per table, before and after: every other column of
 * every row must come out as it went in. The owner columns' values are checked one by one.
 */
const MOVED_COLUMNS: Record<string, { before: string[]; after: string[] }> = {
  users: { before: ['plan_id'], after: ['last_workspace_id'] },
  sessions: { before: [], after: ['workspace_id'] },
  chatbots: { before: ['owner_id'], after: ['workspace_id'] },
  whatsapp_accounts: { before: ['owner_id'], after: ['workspace_id'] },
  invoices: { before: ['user_id'], after: ['workspace_id'] },
  stored_files: { before: ['owner_id'], after: ['owner_id', 'workspace_id'] },
};

export interface DatabasePicture {
  counts: Map<string, number>;
  /** Per table, a hash of its rows without the columns 0039 moves. */
  rows: Map<string, string>;
  /** Who owned what: 'chatbots:<id>' → the account's id, 'stored_files:<path>' → account and kind, … */
  owners: Map<string, string>;
  /** The accounts' plans and last logins, which their workspaces and memberships take. */
  accounts: Map<string, { plan_id: string; last_login_at: string | null }>;
}

async function tablesOf(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Counts and hashes of every table; `side` says which columns 0039 moved are left out. */
export async function pictureOf(pool: pg.Pool, side: 'before' | 'after'): Promise<DatabasePicture> {
  const counts = new Map<string, number>();
  const rows = new Map<string, string>();
  for (const table of await tablesOf(pool)) {
    const moved = MOVED_COLUMNS[table]?.[side] ?? [];
    const { rows: result } = await pool.query<{ n: number; h: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(r::text, ',' ORDER BY r::text)) AS h
       FROM (SELECT to_jsonb(x) - $1::text[] AS r FROM "${table.replaceAll('"', '""')}" x) s`,
      [moved],
    );
    counts.set(table, result[0]?.n ?? 0);
    rows.set(table, result[0]?.h ?? '');
  }
  return { counts, rows, owners: new Map(), accounts: new Map() };
}

/** The picture before 0039, with who owned each chatbot, number, invoice, file and session. */
export async function pictureBefore(pool: pg.Pool): Promise<DatabasePicture> {
  const picture = await pictureOf(pool, 'before');
  const owned = await pool.query<{ key: string; owner: string }>(`
    SELECT 'chatbots:' || id AS key, owner_id::text AS owner FROM chatbots
    UNION ALL SELECT 'whatsapp_accounts:' || id, owner_id::text FROM whatsapp_accounts
    UNION ALL SELECT 'invoices:' || id, user_id::text FROM invoices
    UNION ALL SELECT 'sessions:' || id, user_id::text FROM sessions
    UNION ALL SELECT 'stored_files:' || path, owner_id || ' ' || kind FROM stored_files`);
  for (const row of owned.rows) picture.owners.set(row.key, row.owner);
  const accounts = await pool.query<{ id: string; plan_id: string; last_login_at: string | null }>(
    'SELECT id, plan_id, last_login_at::text FROM users',
  );
  for (const row of accounts.rows) picture.accounts.set(row.id, row);
  return picture;
}

/**
 * What 0039 got wrong, as readable lines (none when right): a table whose rows changed count or
 * content, an account without its one workspace (its id, its company's name or its person's, its
 * plan) and owner membership, a chatbot, number, invoice or file not in that workspace, a profile
 * picture taken from its person, a session not working in the account's workspace.
 */
export async function problemsAfterMigration(
  pool: pg.Pool,
  before: DatabasePicture,
  accounts: AccountBefore[],
): Promise<string[]> {
  const problems: string[] = [];
  const after = await pictureOf(pool, 'after');
  for (const table of new Set([...before.counts.keys(), ...after.counts.keys()])) {
    const expected = NEW_TABLES.includes(table)
      ? ['workspaces', 'workspace_members'].includes(table)
        ? accounts.length
        : 0
      : before.counts.get(table);
    if (after.counts.get(table) !== expected)
      problems.push(`${table}: ${after.counts.get(table)} rows, expected ${expected}`);
    if (!NEW_TABLES.includes(table) && after.rows.get(table) !== before.rows.get(table))
      problems.push(`${table}: rows changed beyond the owner columns`);
  }

  const workspaces = await pool.query<Record<string, string | null>>(
    `SELECT w.id, w.name, w.kind, w.provider_workspace_id, w.plan_id, w.created_by,
            m.user_id AS member, m.role, m.last_active_at::text AS last_active_at, u.last_workspace_id
     FROM workspaces w LEFT JOIN workspace_members m ON m.workspace_id = w.id LEFT JOIN users u ON u.id = w.id`,
  );
  for (const account of accounts) {
    const mine = workspaces.rows.filter((row) => row.id === account.id);
    const was = before.accounts.get(account.id);
    const expected = {
      id: account.id,
      name: account.workspaceName,
      kind: 'own',
      provider_workspace_id: null,
      plan_id: was?.plan_id,
      created_by: account.id,
      member: account.id,
      role: 'owner',
      last_active_at: was?.last_login_at,
      last_workspace_id: account.id,
    };
    if (mine.length !== 1 || JSON.stringify(mine[0]) !== JSON.stringify(expected))
      problems.push(
        `${account.email}: workspace ${JSON.stringify(mine)}, expected ${JSON.stringify(expected)}`,
      );
  }

  const owned = await pool.query<{ key: string; owner: string }>(`
    SELECT 'chatbots:' || id AS key, workspace_id::text AS owner FROM chatbots
    UNION ALL SELECT 'whatsapp_accounts:' || id, workspace_id::text FROM whatsapp_accounts
    UNION ALL SELECT 'invoices:' || id, workspace_id::text FROM invoices
    UNION ALL SELECT 'sessions:' || id, coalesce(workspace_id::text, 'aucun') FROM sessions
    UNION ALL SELECT 'stored_files:' || path,
      coalesce(owner_id::text, 'personne') || ' ' || coalesce(workspace_id::text, 'aucun') || ' ' || kind
      FROM stored_files`);
  const now = new Map(owned.rows.map((row) => [row.key, row.owner]));
  for (const [key, owner] of before.owners) {
    let expected = owner;
    if (key.startsWith('stored_files:')) {
      const [id, kind] = owner.split(' ');
      // A profile picture stays its person's; every other file goes to the workspace.
      expected = kind === 'profile_picture' ? `${id} aucun ${kind}` : `personne ${id} ${kind}`;
    }
    if (now.get(key) !== expected) problems.push(`${key}: ${now.get(key)}, expected ${expected}`);
  }
  if (now.size !== before.owners.size)
    problems.push(`${now.size} owned rows, expected ${before.owners.size}`);
  return problems;
}
