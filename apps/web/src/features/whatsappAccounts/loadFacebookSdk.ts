import {
  FACEBOOK_SDK_TIMEOUT_MS,
  type SignupConfig,
} from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';

/** What Griot uses of the Facebook JS SDK (or of the local simulator's stand-in). */
export interface FacebookSdk {
  init(options: { appId: string; autoLogAppEvents: boolean; xfbml: boolean; version: string }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: FacebookLoginOptions): void;
}

export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { code?: string } | null;
  error?: { message?: string };
}

export interface FacebookLoginOptions {
  config_id: string;
  response_type: 'code';
  override_default_response_type: true;
  extras: { setup: Record<string, never>; featureType: string; sessionInfoVersion: string };
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

let loading: { url: string; promise: Promise<FacebookSdk> } | undefined;

/**
 * Loads the SDK once per page, on demand (15 s time-out), and initialises it with
 * the app id and Graph version the server gives. Rejects with a French message.
 */
export function loadFacebookSdk(config: SignupConfig): Promise<FacebookSdk> {
  if (loading?.url === config.sdk_url) return loading.promise;
  const promise = new Promise<FacebookSdk>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(m.sdkMissing)), FACEBOOK_SDK_TIMEOUT_MS);
    window.fbAsyncInit = () => {
      window.clearTimeout(timer);
      const sdk = window.FB;
      if (!sdk) return reject(new Error(m.sdkMissing));
      try {
        sdk.init({ appId: config.app_id, autoLogAppEvents: true, xfbml: true, version: config.version });
        resolve(sdk);
      } catch {
        reject(new Error(m.sdkInitFailed));
      }
    };
    const script = document.createElement('script');
    script.src = config.sdk_url;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(m.sdkMissing));
    };
    document.body.appendChild(script);
  });
  loading = { url: config.sdk_url, promise };
  // A failed load may be retried by the next launch (the page needs no reload for a flaky network).
  promise.catch(() => {
    if (loading?.promise === promise) loading = undefined;
  });
  return promise;
}
