import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { consumeRateLimit, type RateLimitRule } from '../lib/rateLimit';
import { apiError } from './apiError';

/** Counts a hit against each (rule, key) pair; the first one over its limit answers 429 in French. */
export async function enforceRateLimits(db: Database, checks: Array<[RateLimitRule, string]>): Promise<void> {
  for (const [rule, key] of checks) {
    const result = await consumeRateLimit(db, rule, key);
    if (!result.allowed) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
      throw apiError(429, messages.common.tooManyAttempts({ minutes }), {
        retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000),
      });
    }
  }
}
