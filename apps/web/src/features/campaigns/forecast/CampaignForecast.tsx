import type { CampaignAudience } from '@griot/contract/campaigns/campaignSchemas';

/**
 * The campaign's forecast before the click (issue 24, part "forecast"), shown by the composer
 * (part "plans") beside its form: `audience` is the draft as it stands, null while incomplete.
 */
export function CampaignForecast(_props: { audience: CampaignAudience | null }) {
  return null;
}
