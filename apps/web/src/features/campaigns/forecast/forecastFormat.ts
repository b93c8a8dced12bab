import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import {
  FORECAST_EXCLUSIONS,
  type ForecastExclusion,
} from '@griot/contract/campaigns/forecast/campaignForecastSchemas';

/** A bar of the waterfall: `offset` is the invisible part that floats an exclusion at its level. */
export interface WaterfallRow {
  key: 'segment' | 'reach' | ForecastExclusion;
  offset: number;
  kept: number;
  removed: number;
}

/**
 * Segment → each exclusion that removed someone → reach, as stacked bars: the segment and the
 * reach stand on the axis, each exclusion hangs where the previous one left the count.
 */
export function waterfallRows(
  forecast: Pick<CampaignForecast, 'segment' | 'excluded' | 'reach'>,
): WaterfallRow[] {
  const rows: WaterfallRow[] = [{ key: 'segment', offset: 0, kept: forecast.segment, removed: 0 }];
  let level = forecast.segment;
  for (const reason of FORECAST_EXCLUSIONS) {
    const removed = forecast.excluded[reason];
    if (removed === 0) continue;
    level -= removed;
    rows.push({ key: reason, offset: level, kept: 0, removed });
  }
  rows.push({ key: 'reach', offset: 0, kept: forecast.reach, removed: 0 });
  return rows;
}

/** The exclusions that removed someone, largest first. */
export function activeExclusions(excluded: CampaignForecast['excluded']): Array<[ForecastExclusion, number]> {
  return FORECAST_EXCLUSIONS.map((reason): [ForecastExclusion, number] => [reason, excluded[reason]])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** A duration cut for the screen: hours and minutes past an hour, minutes and seconds past a minute. */
export function durationParts(totalSeconds: number):
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | {
      unit: 'seconds';
      seconds: number;
    } {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds >= 3600)
    return { unit: 'hours', hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
  if (seconds >= 60) return { unit: 'minutes', minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
  return { unit: 'seconds', seconds };
}

/** How the messaging limit stands: over it (red), using most of what is left (orange), fine, or unknown. */
export function limitState(
  limit: CampaignForecast['messagingLimit'],
): 'exceeded' | 'tight' | 'ok' | 'unknown' {
  if (!limit) return 'unknown';
  if (limit.exceeded) return 'exceeded';
  if (limit.left !== null && limit.needed > 0.8 * limit.left) return 'tight';
  return 'ok';
}

/**
 * An amount in its currency, in the display language. Below a cent the rates keep four decimals
 * (0,0225 $US), so the unit prices are not all shown as 0,02.
 */
export function formatMoney(amount: number, currency: string, locale: string, precise = false): string {
  const digits = precise || (amount > 0 && amount < 1) ? 4 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  })
    .format(amount)
    .replace(/[\u202F\u00A0]/g, ' ');
}

/** A country's name in the display language from its ISO code; null for '*' (the rest of the world). */
export function countryName(code: string, locale: string): string | null {
  if (code === '*') return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
