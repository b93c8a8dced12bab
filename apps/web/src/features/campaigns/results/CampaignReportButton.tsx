import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiOrigin } from '../../../lib/apiClient';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { downloadFile } from '../../../lib/downloadFile';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { campaignResultsTexts } from './campaignResultsTexts';

/** A campaign of 100,000 recipients streams for a while: more than the default 15 s. */
const REPORT_TIMEOUT_MS = 120_000;

/**
 * 'Télécharger le rapport (CSV)': one line per recipient (status, times, reply, error, link to
 * the conversation). A link to the report's address; a click downloads it through the API client,
 * which sends the session's token (a bare link would go without it).
 */
export function CampaignReportButton({ campaignId }: { campaignId: string }) {
  const t = useTexts(campaignResultsTexts).report;
  const download = useMutation(
    orpc.campaignResults.report.mutationOptions({
      context: { timeoutMs: REPORT_TIMEOUT_MS },
      onSuccess: (file) => downloadFile(file, `${campaignId}.csv`),
      onError: (error) =>
        notifications.show({ color: 'red', message: apiFailureMessage(classifyApiError(error), t.failed) }),
    }),
  );
  return (
    <Button
      component="a"
      href={`${apiOrigin()}/api/broadcasts/${encodeURIComponent(campaignId)}/report.csv`}
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={(event) => {
        event.preventDefault();
        download.mutate({ id: campaignId });
      }}
    >
      {t.button}
    </Button>
  );
}
