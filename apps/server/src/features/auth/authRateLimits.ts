import type { RateLimitRule } from '../../lib/rateLimit';

const MINUTE = 60_000;

/**
 * Limits on the calls an attacker would hammer. Per address they stop one machine; per email
 * they stop a distributed guess of one account's password.
 */
export const authRateLimits = {
  loginPerIp: { bucket: 'login:ip', limit: 60, windowMs: 15 * MINUTE },
  loginPerEmail: { bucket: 'login:email', limit: 10, windowMs: 15 * MINUTE },
  registerCheckPerIp: { bucket: 'register-check:ip', limit: 60, windowMs: 60 * MINUTE },
  registerPerIp: { bucket: 'register:ip', limit: 20, windowMs: 60 * MINUTE },
  captchaPerIp: { bucket: 'captcha:ip', limit: 120, windowMs: 60 * MINUTE },
  resetRequestPerIp: { bucket: 'reset-request:ip', limit: 20, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { bucket: 'reset-request:email', limit: 5, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { bucket: 'reset-confirm:ip', limit: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;
