import type { CampaignListStatus } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Badge } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';

const COLORS: Record<CampaignListStatus, string> = {
  scheduled: 'blue',
  recurring: 'violet',
  running: 'teal',
  paused: 'orange',
  finished: 'gray',
  cancelled: 'red',
};

/** 'Planifiée', 'Récurrente', 'En cours', 'En pause', 'Terminée', 'Annulée', each its colour. */
export function CampaignStatusBadge({ status }: { status: CampaignListStatus }) {
  const t = useTexts(campaignsTexts);
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t.status[status]}
    </Badge>
  );
}
