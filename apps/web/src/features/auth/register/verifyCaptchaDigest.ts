/** What the server publishes about a captcha answer: PBKDF2-SHA256(answer in capitals, salt). */
export interface CaptchaDigestParams {
  salt: string;
  digest: string;
  iterations: number;
}

/**
 * True when `answer` is the captcha's text, compared case-insensitively, without the answer ever
 * leaving the server in clear. Same derivation as the server's Node `pbkdf2(answer, salt,
 * iterations, 32, 'sha256')`: the salt is the hex string itself, used as UTF-8 text, not decoded.
 */
export async function verifyCaptchaDigest(answer: string, params: CaptchaDigestParams): Promise<boolean> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(answer.trim().toUpperCase()),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(params.salt), iterations: params.iterations },
    key,
    256,
  );
  return toHex(new Uint8Array(bits)) === params.digest.toLowerCase();
}

/**
 * Web Crypto exists only in secure contexts (https, localhost). Served over plain http elsewhere,
 * the screen cannot check the answer itself and leaves the check to the server.
 */
export function canVerifyCaptchaLocally(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
