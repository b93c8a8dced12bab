import type { Database } from '@griot/db/openDatabase';
import { rateLimitCounters } from '@griot/db/schema/rateLimitCounters';
import { and, eq, lt, sql } from 'drizzle-orm';

export interface RateLimitRule {
  /** Names the counter, e.g. 'login:ip'. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one hit for `key` in the rule's current fixed window and tells whether it is allowed.
 * The counter lives in PostgreSQL so several server processes share one budget.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: rule.bucket, key, windowStart: new Date(windowStart), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  if ((row?.hits ?? 0) <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: windowStart + rule.windowMs - now };
}

/** The hits `key` has in the rule's current window, without counting one. */
export async function readRateLimitHits(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<{ hits: number; retryAfterMs: number }> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, rule.bucket),
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, new Date(windowStart)),
      ),
    );
  return { hits: row?.hits ?? 0, retryAfterMs: windowStart + rule.windowMs - now };
}

/** Drops the counters of windows long gone; run periodically. */
export async function pruneRateLimitCounters(db: Database, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(Date.now() - olderThanMs)));
}
