import type { CampaignListItem } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { displayLocale } from '../../../lib/displayLocale';
import { formatNumber } from '../../../lib/formatNumber';

type Figures = NonNullable<CampaignListItem['figures']>;

/** A share as the list writes it: '42 %' (fr), '42%' (en); null stays null (nothing sent yet). */
export function formatRate(rate: number | null): string | null {
  if (rate === null) return null;
  return new Intl.NumberFormat(displayLocale(), { style: 'percent', maximumFractionDigits: 0 })
    .format(rate)
    .replace(/[\u202F\u00A0]/g, ' ');
}

/**
 * What a campaign's card shows: how far it went (processed of total, 0–100 for the bar) and its
 * delivered, read and reply rates over the messages Meta accepted (none accepted: null).
 */
export function campaignRates(figures: Figures) {
  const sent = figures.succeeded;
  const rate = (count: number) => (sent > 0 ? Math.min(1, count / sent) : null);
  return {
    processed: formatNumber(figures.processed),
    total: formatNumber(figures.total),
    percent: figures.total > 0 ? Math.round((figures.processed / figures.total) * 100) : 0,
    delivered: rate(figures.delivered),
    read: rate(figures.read),
    replied: rate(figures.replied),
  };
}

/** An instant in the workspace's time zone, in the language shown: '28 nov. 2026, 09:00'. */
export function formatInZone(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** A plan's local time 'YYYY-MM-DDTHH:mm' (already in the workspace's zone) the same way. */
export function formatLocalTime(local: string): string {
  const [day = '', time = ''] = local.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCHours(hours, minutes);
  return date.toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}
