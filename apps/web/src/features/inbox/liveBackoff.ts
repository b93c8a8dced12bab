/** The first reconnection waits 1 s, then twice as long each time, up to 30 s. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reopening the inbox's stream after `failures` failures in a row, with up
 * to 20 % random spread: after a server restart, every open tab does not come back the same second.
 */
export function liveBackoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
