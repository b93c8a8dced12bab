import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RetryButton } from '../../../components/RetryButton';
import { ScreenLoader } from '../../../components/ScreenLoader';
import { classifyApiError } from '../../../lib/apiErrors';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { campaignsTexts } from '../campaignsTexts';
import { type AudienceEditor, CampaignComposer } from './CampaignComposer';

/** A scheduled or recurring campaign's edit: the composer filled with the saved plan. */
export function EditCampaign({ id, audienceEditor }: { id: string; audienceEditor: AudienceEditor }) {
  const t = useTexts(campaignsTexts);
  const plan = useQuery(orpc.campaignPlans.get.queryOptions({ input: { id } }));
  if (plan.isPending) return <ScreenLoader label={t.composer.loadingPlan} />;
  if (plan.isError) {
    const failure = classifyApiError(plan.error);
    return (
      <Alert color="red" role="alert" title={failure.kind === 'response' ? failure.message : t.page.failed}>
        <RetryButton onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
      </Alert>
    );
  }
  return <CampaignComposer audienceEditor={audienceEditor} plan={plan.data.item} />;
}
