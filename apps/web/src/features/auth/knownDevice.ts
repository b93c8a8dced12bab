/** Where this browser keeps the device token the server gave at its last successful login. */
const DEVICE_KEY = 'griot.device';

/**
 * The device token makes this browser a known device of the accounts that logged in here: when
 * an account is under a password-guessing attack, its owner still logs in from it without a
 * captcha. It is no session and opens nothing by itself.
 */
export function readKnownDevice(): string | undefined {
  try {
    return localStorage.getItem(DEVICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeKnownDevice(token: string): void {
  try {
    localStorage.setItem(DEVICE_KEY, token);
  } catch {
    // Private mode without storage: the captcha remains the way in.
  }
}
