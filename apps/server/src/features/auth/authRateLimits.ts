import type { RateLimitRule } from '../../lib/rateLimit';

const MINUTE = 60_000;

/**
 * Limits on the calls an attacker would hammer. Per address they stop one machine; per email
 * they stop a distributed guess of one account's password.
 */
export const authRateLimits = {
  loginPerIp: { bucket: 'login:ip', limit: 60, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from one address: that address waits. */
  loginFailuresPerAddress: { bucket: 'login-failures:email-ip', limit: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from anywhere: past this, the account asks a proof (a known
   * device or a solved captcha) rather than locking its owner out.
   */
  loginFailuresPerAccount: { bucket: 'login-failures:email', limit: 10, windowMs: 15 * MINUTE },
  registerCheckPerIp: { bucket: 'register-check:ip', limit: 60, windowMs: 60 * MINUTE },
  registerPerIp: { bucket: 'register:ip', limit: 20, windowMs: 60 * MINUTE },
  captchaPerIp: { bucket: 'captcha:ip', limit: 120, windowMs: 60 * MINUTE },
  resetRequestPerIp: { bucket: 'reset-request:ip', limit: 20, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { bucket: 'reset-request:email', limit: 5, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { bucket: 'reset-confirm:ip', limit: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;
