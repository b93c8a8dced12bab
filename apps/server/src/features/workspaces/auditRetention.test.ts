import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAuditRetention } from './auditRetention';

/** A database that only counts the purge's statements (each deletes nothing: one a run). */
function countingDatabase() {
  const statements: unknown[] = [];
  const db = {
    execute: async (statement: unknown) => {
      statements.push(statement);
      return { rowCount: 0, rows: [] };
    },
  } as unknown as Database;
  return { db, statements };
}

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => {
  vi.useRealTimers();
});

describe('startAuditRetention', () => {
  it('purges a minute after start, then once a day, and never again once stopped', async () => {
    vi.useFakeTimers();
    const { db, statements } = countingDatabase();
    const stop = startAuditRetention({ db, log });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(statements).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statements).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(statements).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60_000);
    expect(statements).toHaveLength(2);
  });

  it('logs a failed purge and goes on the next day', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const db = {
      execute: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connexion perdue');
        return { rowCount: 0, rows: [] };
      },
    } as unknown as Database;
    const stop = startAuditRetention({ db, log });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(calls).toBe(2);
    stop();
  });
});
