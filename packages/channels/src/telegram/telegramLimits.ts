/** Telegram Bot API limits of what Griot sends. */
export const TELEGRAM_LIMITS = {
  text: 4096,
  caption: 1024,
  callbackDataBytes: 64,
  /** No documented limit; long labels are unreadable on a phone anyway. */
  buttonText: 64,
} as const;
