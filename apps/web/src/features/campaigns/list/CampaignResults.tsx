import type { CampaignListItem } from '@griot/contract/campaigns/plans/campaignPlanSchemas';

/**
 * A campaign's results tools (features/campaigns/results, part "results"): the report as CSV and
 * the responders as a segment, once it has sent. Nothing for a plan that has not run yet.
 */
export function CampaignResults({ item }: { item: CampaignListItem }) {
  if (item.kind !== 'campaign' || !item.campaignId) return null;
  return null;
}
