import type { RateLimitRule } from '../../lib/rateLimit';

/**
 * A stolen session must not be a way to guess the password: attempts per account are counted
 * (password change and the two-factor calls share this count).
 */
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = {
  bucket: 'password-change:user',
  limit: 5,
  windowMs: 15 * 60_000,
};

/** Nor by trying to delete the account. */
export const ACCOUNT_DELETION_LIMIT: RateLimitRule = {
  bucket: 'account-delete:user',
  limit: 5,
  windowMs: 15 * 60_000,
};
