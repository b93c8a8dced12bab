/**
 * What `npm run fake -- whatsapp` starts with when given no option. seed-demo gives its WhatsApp
 * bot the same token, app secret and number, so the demo works against the fake as the README
 * starts it (another token got Graph's 401 / code 190, and the first demo broadcast paused).
 */
export const WHATSAPP_FAKE_DEFAULTS = {
  accessToken: 'fake-access-token',
  appSecret: 'fake-app-secret',
  /** Meta's sample business number. */
  phoneNumberId: '106540352242922',
} as const;
