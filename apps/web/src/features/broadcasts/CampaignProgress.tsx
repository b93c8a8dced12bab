import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { ReportRow } from '@griot/contract/broadcasts/broadcastSchemas';
import { REPORT_PAGE_SIZE } from '@griot/contract/broadcasts/broadcastsContract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayLocale } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { broadcastTexts } from './broadcastTexts';
import { useBroadcastActions } from './useBroadcastActions';

/** A recipient's status as the report sends it (French words, a wire value) → its kind. */
const STATUS_KINDS = {
  Succès: 'success',
  Échec: 'failure',
  Erreur: 'error',
  'Non traité': 'pending',
} as const;
type StatusKind = (typeof STATUS_KINDS)[keyof typeof STATUS_KINDS];
const STATUS_COLOR: Record<StatusKind, string> = {
  success: 'teal',
  failure: 'orange',
  error: 'red',
  pending: 'gray',
};

function statusKind(status: string): StatusKind | undefined {
  return Object.hasOwn(STATUS_KINDS, status) ? STATUS_KINDS[status as keyof typeof STATUS_KINDS] : undefined;
}

/**
 * A campaign's progress n/total, read every second while it runs (the server sends it: closing the
 * tab does not stop it), its pause / resume / cancel buttons, then the summary and the report,
 * a page of REPORT_PAGE_SIZE rows at a time (a campaign may have tens of thousands of recipients).
 */
export function CampaignProgress({ chatbotId, campaignId }: { chatbotId: string; campaignId: string }) {
  const { campaign: t } = useTexts(broadcastTexts);
  const { control } = useBroadcastActions(chatbotId);
  const [showReport, setShowReport] = useState(false);
  const [page, setPage] = useState(1);
  const progress = useQuery(
    orpc.broadcasts.report.queryOptions({
      input: { id: chatbotId, campaignId, offset: (page - 1) * REPORT_PAGE_SIZE, limit: REPORT_PAGE_SIZE },
      placeholderData: keepPreviousData,
      refetchInterval: (query) => {
        const status = query.state.data?.campaign.status;
        return status === 'running' || status === 'paused' || status === undefined ? 1000 : false;
      },
    }),
  );
  const act = (action: 'pause' | 'resume' | 'cancel') =>
    control.mutate({ id: chatbotId, campaignId, action });
  const campaign = progress.data?.campaign;
  if (!campaign) return <Text size="sm">{t.loading}</Text>;
  const live = campaign.status === 'running' || campaign.status === 'paused';
  const percent = campaign.total === 0 ? 0 : Math.round((campaign.processed / campaign.total) * 100);
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {campaign.template} · {t.status[campaign.status]}
          </Text>
          <Text size="sm" data-testid="campaign-progress">
            {formatNumber(campaign.processed)}/{formatNumber(campaign.total)}
          </Text>
        </Group>
        <Progress value={percent} animated={campaign.status === 'running'} aria-label={t.progressLabel} />
        {campaign.pause_reason && (
          <Alert color="orange" variant="light" icon={<IconPlayerPause size={18} />} title={m.autoPaused}>
            <Text size="sm">{campaign.pause_reason}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {m.autoPausedHint}
            </Text>
          </Alert>
        )}
        {live && (
          <Group gap="xs">
            {campaign.status === 'running' ? (
              <Button size="xs" variant="light" onClick={() => act('pause')} loading={control.isPending}>
                {t.pause}
              </Button>
            ) : (
              <Button size="xs" variant="light" onClick={() => act('resume')} loading={control.isPending}>
                {t.resume}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => act('cancel')}
              loading={control.isPending}
            >
              {t.cancel}
            </Button>
          </Group>
        )}
        {!live && (
          <Stack gap="xs">
            <Text size="sm">
              {t.summary({
                count: campaign.succeeded,
                succeeded: formatNumber(campaign.succeeded),
                total: formatNumber(campaign.total),
                rate: campaign.total === 0 ? 0 : Math.round((campaign.succeeded / campaign.total) * 100),
                delivered: formatNumber(campaign.delivered),
                read: formatNumber(campaign.read),
              })}
            </Text>
            <Group gap="xs">
              <Badge color="teal" variant="light">
                {t.succeeded({ count: campaign.succeeded })}
              </Badge>
              <Badge color="orange" variant="light">
                {t.failed({ count: campaign.failed })}
              </Badge>
              <Badge color="red" variant="light">
                {t.errors({ count: campaign.errors })}
              </Badge>
              <Badge color="gray" variant="light">
                {t.notProcessed({ count: campaign.pending + campaign.skipped })}
              </Badge>
            </Group>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setShowReport((value) => !value)}
              w="fit-content"
            >
              {showReport ? t.hideReport : t.showReport}
            </Button>
          </Stack>
        )}
        {(showReport || live) && (
          <Stack gap="xs">
            <ReportTable chatbotId={chatbotId} rows={progress.data?.report ?? []} />
            {campaign.total > REPORT_PAGE_SIZE && (
              <Pagination
                size="sm"
                total={Math.ceil(campaign.total / REPORT_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? t.nextPage : t.previousPage,
                })}
                getItemProps={(item) => ({ 'aria-label': t.page({ page: item }) })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ReportTable({ chatbotId, rows }: { chatbotId: string; rows: ReportRow[] }) {
  const { report: t } = useTexts(broadcastTexts);
  if (rows.length === 0) return <Text c="dimmed">{m.noReport}</Text>;
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped highlightOnHover fz="sm" miw={680} aria-label={t.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t.phone}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th>{t.messageId}</Table.Th>
            <Table.Th>{t.details}</Table.Th>
            <Table.Th>{t.date}</Table.Th>
            <Table.Th>{t.reply}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const kind = statusKind(row.status);
            return (
              <Table.Tr key={row.index}>
                <Table.Td>{row.index}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(row.phone)}</Table.Td>
                {/* Wide enough for 'NON TRAITÉ': a narrow table would cut the badge to 'S…'. */}
                <Table.Td style={{ minWidth: 112 }}>
                  <Badge color={kind ? STATUS_COLOR[kind] : 'gray'} variant="light">
                    {kind ? t.statuses[kind] : row.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" truncate="end" maw={160}>
                    {row.messageId ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.errorDetails ??
                    (row.delivery === 'read' ? t.read : row.delivery === 'delivered' ? t.delivered : '')}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {new Date(row.timestamp).toLocaleString(displayLocale(), {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <ReplyLink chatbotId={chatbotId} row={row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * A recipient who wrote back within 24 h opens their conversation (as the report's CSV links
 * it); a link, so Tab reaches it and Enter follows it. Nothing for the others.
 */
function ReplyLink({ chatbotId, row }: { chatbotId: string; row: ReportRow }) {
  const { report: t } = useTexts(broadcastTexts);
  if (!row.repliedAt) return null;
  const date = new Date(row.repliedAt).toLocaleString(displayLocale(), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Anchor
      component={Link}
      to={`/dashboard/chat/${encodeURIComponent(chatbotId)}/${encodeURIComponent(row.usertel)}`}
      size="sm"
      aria-label={t.openConversationOf({ who: row.name.trim() || formatPhone(row.phone), date })}
    >
      {t.openConversation}
    </Anchor>
  );
}
