import type { RateLimitRule } from '../../lib/rateLimit';

/**
 * Invitations and resends of one workspace share one budget: a member cannot use the team screen
 * to mass-mail addresses (whoever asks, whatever the addresses).
 */
export const INVITATIONS_PER_WORKSPACE: RateLimitRule = {
  bucket: 'invitations:workspace',
  limit: 30,
  windowMs: 60 * 60_000,
};
