import type { CampaignListItem } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Group } from '@mantine/core';
import { CampaignReportButton } from '../results/CampaignReportButton';
import { RespondersSegmentButton } from '../results/RespondersSegmentButton';

/**
 * A campaign's results tools (features/campaigns/results, part "results"): the report as CSV and
 * the responders as a segment, once it has sent something. Nothing for a plan not run yet.
 */
export function CampaignResults({ item }: { item: CampaignListItem }) {
  if (item.kind !== 'campaign' || !item.campaignId || !item.figures || item.figures.processed === 0)
    return null;
  return (
    <Group gap="xs" wrap="wrap">
      <CampaignReportButton campaignId={item.campaignId} />
      <RespondersSegmentButton campaignId={item.campaignId} />
    </Group>
  );
}
