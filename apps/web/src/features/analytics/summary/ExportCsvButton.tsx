import type { AnalyticsTable } from '@griot/contract/analytics/analyticsSchemas';
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
import { analyticsTexts } from '../analyticsTexts';

/** A long period's table streams for a while: more than the default 15 s. */
const EXPORT_TIMEOUT_MS = 120_000;

export interface ExportPeriod {
  from: string;
  to: string;
  chatbotId?: string;
}

/** The export's address: what the link shows (and what a copied link downloads with a token). */
export function exportCsvHref(table: AnalyticsTable, period: ExportPeriod): string {
  const query = new URLSearchParams({ table, from: period.from, to: period.to });
  if (period.chatbotId) query.set('chatbotId', period.chatbotId);
  return `${apiOrigin()}/api/analytics/export.csv?${query}`;
}

/**
 * 'Exporter en CSV' for one table of the screen and the filters' period. A link to the export's
 * address; a click downloads it through the API client, which sends the session's token as every
 * download of the app does (a bare link would go without it).
 */
export function ExportCsvButton({
  table,
  tableName,
  period,
}: {
  table: AnalyticsTable;
  /** The section's title, for the button's accessible name. */
  tableName: string;
  period: ExportPeriod;
}) {
  const t = useTexts(analyticsTexts).export;
  const download = useMutation(
    orpc.analytics.export.mutationOptions({
      context: { timeoutMs: EXPORT_TIMEOUT_MS },
      onSuccess: (file) => downloadFile(file, `griot-${table}-${period.from}-${period.to}.csv`),
      onError: (error) =>
        notifications.show({ color: 'red', message: apiFailureMessage(classifyApiError(error), t.failed) }),
    }),
  );
  return (
    <Button
      component="a"
      href={exportCsvHref(table, period)}
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      aria-label={t.label({ table: tableName })}
      onClick={(event) => {
        event.preventDefault();
        download.mutate({ table, ...period });
      }}
    >
      {t.button}
    </Button>
  );
}
