import { HOME_BAR_MAX_PX, HOME_BAR_MIN_PX } from '@griot/contract/constants';

/**
 * The height in pixels of a performance bar: 40 px for nothing, 180 px for the
 * maximum, linear between, so that even a chatbot with no discussion keeps a visible, clickable bar.
 */
export function barHeight(value: number, max: number): number {
  if (!(max > 0)) return HOME_BAR_MIN_PX;
  const ratio = Math.min(Math.max(value / max, 0), 1);
  return HOME_BAR_MIN_PX + ratio * (HOME_BAR_MAX_PX - HOME_BAR_MIN_PX);
}
