import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresPort } from './processStats';

/** pg_stat_statements reset before the burst, printed after: the statements by total time. */
export async function openStatements(dataDir: string) {
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort(dataDir)}/griot`,
  });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await client.query('SELECT pg_stat_statements_reset()');
  const commitsBefore = await client.query<{ n: string }>(
    `SELECT xact_commit AS n FROM pg_stat_database WHERE datname = 'griot'`,
  );
  return {
    async print(messages: number): Promise<void> {
      const { rows } = await client.query<{
        query: string;
        calls: number;
        total: number;
        mean: number;
        rows: number;
        toplevel: boolean;
        wal_bytes: number;
        wal_fpi: number;
        plan: number;
      }>(`SELECT query, calls::int, total_exec_time AS total, total_plan_time AS plan, mean_exec_time AS mean, rows::int, toplevel,
                 wal_bytes::float8 AS wal_bytes, wal_fpi::int AS wal_fpi
          FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = 'griot')
          ORDER BY total_exec_time + total_plan_time DESC LIMIT 25`);
      console.log(
        'PostgreSQL statements by total time, run + planned (nested = run by a trigger or a function):',
      );
      for (const row of rows)
        console.log(
          `  ${row.total.toFixed(0).padStart(7)} ms total, ${((row.total * 1000) / messages).toFixed(0).padStart(5)} µs/msg, ` +
            `${String(row.calls).padStart(6)} calls, mean ${row.mean.toFixed(2)} ms, planned ${row.plan.toFixed(0)} ms, ${(row.wal_bytes / 1024 / 1024).toFixed(1)} MB WAL (${row.wal_fpi} FPI)` +
            `${row.toplevel ? '' : ' (nested)'}: ${row.query.replace(/\s+/g, ' ').slice(0, 150)}`,
        );
      // Updates that could stay on their page without touching an index (HOT) are much cheaper.
      const tables = await client.query<{ relname: string; upd: string; hot: string; ins: string }>(
        `SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables
          WHERE n_tup_upd + n_tup_ins > 0 ORDER BY n_tup_upd + n_tup_ins DESC LIMIT 20`,
      );
      // WAL does not depend on the machine's load: a steady figure when the CPU ones are noisy.
      const wal = await client.query<{ mb: number; fpi: number }>(
        `SELECT sum(wal_bytes)::float8 / 1048576 AS mb, sum(wal_fpi)::int AS fpi FROM pg_stat_statements WHERE toplevel`,
      );
      // Each commit of a write is a WAL flush (fsync) the backend waits for.
      const commits = await client.query<{ n: string }>(
        `SELECT xact_commit AS n FROM pg_stat_database WHERE datname = 'griot'`,
      );
      console.log(
        `WAL written by the burst's statements: ${(wal.rows[0]?.mb ?? 0).toFixed(1)} MB (${wal.rows[0]?.fpi ?? 0} full-page images); ` +
          `transactions committed: ${Number(commits.rows[0]?.n ?? 0) - Number(commitsBefore.rows[0]?.n ?? 0)}`,
      );
      console.log(
        `rows inserted / updated (HOT) by table: ${tables.rows.map((row) => `${row.relname} ${row.ins} / ${row.upd} (${row.hot})`).join(', ')}`,
      );
      await client.end();
    },
  };
}
