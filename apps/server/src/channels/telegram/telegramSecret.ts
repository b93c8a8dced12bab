import { createHmac } from 'node:crypto';

/**
 * The `secret_token` given to Telegram's setWebhook for a chatbot, and expected back in
 * X-Telegram-Bot-Api-Secret-Token: derived from SECRET_KEY, so nothing is stored and another
 * chatbot's secret never opens this one. base64url is already Telegram's charset (A-Z a-z 0-9 _ -);
 * 43 characters, within its 1-256.
 */
export function telegramSecret(secretKey: Buffer, chatbotId: string): string {
  return createHmac('sha256', secretKey)
    .update(`telegram:${chatbotId}`)
    .digest('base64url')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 256);
}
