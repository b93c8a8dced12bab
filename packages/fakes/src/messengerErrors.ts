import type { GraphErrorSpec } from './graphError';

/**
 * Send API errors worth injecting, with Graph's messages: 613 (rate limit), 2 (temporary),
 * 1200 (temporary send failure), 10 / 2018278 (outside the 24 h window), 551 (user unavailable),
 * 100 (invalid parameter).
 */
const CATALOG: Record<number, Omit<GraphErrorSpec, 'code'>> = {
  2: { message: 'An unexpected error has occurred. Please retry your request later.', transient: true },
  10: { message: '(#10) This message is sent outside of allowed window.', subcode: 2018278 },
  100: { message: '(#100) Invalid parameter' },
  551: { message: '(#551) This person isn\u2019t available right now.', subcode: 1545041 },
  613: { message: '(#613) Calls to this api have exceeded the rate limit.' },
  1200: { message: '(#1200) Temporary send message failure. Please try again later', transient: true },
};

export function messengerError(code: number, message?: string): GraphErrorSpec {
  const known = CATALOG[code];
  return { code, ...known, message: message ?? known?.message ?? `(#${code}) Error` };
}
