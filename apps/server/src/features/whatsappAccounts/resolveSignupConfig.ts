import type { SignupConfig } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import type { RuntimeConfig } from '../../lib/config';

/** Meta's hosts: a Graph URL elsewhere is a fake of ours, which serves the signup simulator. */
const META_HOST = /(^|\.)facebook\.com$/;

/**
 * How the screen launches Embedded Signup: Meta's JS SDK with FB_APP_ID and the config id of each
 * account type, or, when Graph is faked or FB_APP_ID is unset, the Graph fake's local simulator
 * (the same client code path, its SDK stand-in served by the fake).
 */
export function resolveSignupConfig(runtime: RuntimeConfig): SignupConfig {
  const graphHost = new URL(runtime.graphApiUrl).hostname;
  const faked = !META_HOST.test(graphHost);
  const simulated = faked || !runtime.fbAppId;
  const available = faked || Boolean(runtime.fbAppId);
  const graphOrigin = new URL(runtime.graphApiUrl).origin;
  return {
    available,
    simulated,
    app_id: runtime.fbAppId ?? 'griot-simulateur',
    version: runtime.graphApiVersion,
    sdk_url: simulated
      ? `${runtime.graphApiUrl}/embedded-signup/sdk.js`
      : 'https://connect.facebook.net/fr_FR/sdk.js',
    config_ids: {
      ecommerce: runtime.fbConfigIdEcommerce ?? (simulated ? 'simulateur-ecommerce' : ''),
      customer_support: runtime.fbConfigIdCustomerSupport ?? (simulated ? 'simulateur-service-client' : ''),
    },
    message_origins: simulated && faked ? [graphOrigin] : [],
  };
}
