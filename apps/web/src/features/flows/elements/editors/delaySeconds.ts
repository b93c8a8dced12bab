import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';

/** The stored `timmer` as seconds: clamped to 1-5, one decimal, 2 when unreadable. */
export function delaySeconds(timmer: string): number {
  const seconds = Number(timmer);
  if (timmer.trim() === '' || !Number.isFinite(seconds)) return FLOW_LIMITS.delayDefault;
  const clamped = Math.min(FLOW_LIMITS.delayMax, Math.max(FLOW_LIMITS.delayMin, seconds));
  return Math.round(clamped * 10) / 10;
}
