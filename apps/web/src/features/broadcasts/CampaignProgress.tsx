import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { ReportRow } from '@griot/contract/broadcasts/broadcastSchemas';
import { REPORT_PAGE_SIZE } from '@griot/contract/broadcasts/broadcastsContract';
import {
  Alert,
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
import { formatNumber } from '../../lib/formatNumber';
import { formatPhone } from '../../lib/formatPhone';
import { orpc } from '../../lib/orpc';
import { useBroadcastActions } from './useBroadcastActions';

const STATUS_COLOR: Record<ReportRow['status'], string> = {
  Succès: 'teal',
  Échec: 'orange',
  Erreur: 'red',
  'Non traité': 'gray',
};

const CAMPAIGN_LABEL = {
  running: 'En cours',
  paused: 'En pause',
  cancelled: 'Annulée',
  finished: 'Terminée',
} as const;

/**
 * A campaign's progress n/total, read every second while it runs (the server sends it: closing the
 * tab does not stop it), its pause / resume / cancel buttons, then the summary and the report,
 * a page of REPORT_PAGE_SIZE rows at a time (a campaign may have tens of thousands of recipients).
 */
export function CampaignProgress({ chatbotId, campaignId }: { chatbotId: string; campaignId: string }) {
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
  if (!campaign) return <Text size="sm">Chargement de la diffusion...</Text>;
  const live = campaign.status === 'running' || campaign.status === 'paused';
  const percent = campaign.total === 0 ? 0 : Math.round((campaign.processed / campaign.total) * 100);
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {campaign.template} · {CAMPAIGN_LABEL[campaign.status]}
          </Text>
          <Text size="sm" data-testid="campaign-progress">
            {formatNumber(campaign.processed)}/{formatNumber(campaign.total)}
          </Text>
        </Group>
        <Progress
          value={percent}
          animated={campaign.status === 'running'}
          aria-label="Progression de la diffusion"
        />
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
                Mettre en pause
              </Button>
            ) : (
              <Button size="xs" variant="light" onClick={() => act('resume')} loading={control.isPending}>
                Reprendre
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => act('cancel')}
              loading={control.isPending}
            >
              Annuler la diffusion
            </Button>
          </Group>
        )}
        {!live && (
          <Stack gap="xs">
            <Text size="sm">
              Message envoyé à {formatNumber(campaign.succeeded)} utilisateur
              {campaign.succeeded > 1 ? 's' : ''} sur {formatNumber(campaign.total)} (taux de réussite{' '}
              {campaign.total === 0 ? 0 : Math.round((campaign.succeeded / campaign.total) * 100)} %) ·{' '}
              {formatNumber(campaign.delivered)} remis · {formatNumber(campaign.read)} lus
            </Text>
            <Group gap="xs">
              <Badge color="teal" variant="light">
                Succès {campaign.succeeded}
              </Badge>
              <Badge color="orange" variant="light">
                Échec {campaign.failed}
              </Badge>
              <Badge color="red" variant="light">
                Erreur {campaign.errors}
              </Badge>
              <Badge color="gray" variant="light">
                Non traité {campaign.pending + campaign.skipped}
              </Badge>
            </Group>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setShowReport((value) => !value)}
              w="fit-content"
            >
              {showReport ? 'Masquer le rapport' : 'Voir le rapport'}
            </Button>
          </Stack>
        )}
        {(showReport || live) && (
          <Stack gap="xs">
            <ReportTable rows={progress.data?.report ?? []} />
            {campaign.total > REPORT_PAGE_SIZE && (
              <Pagination
                size="sm"
                total={Math.ceil(campaign.total / REPORT_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next' ? 'Page suivante du rapport' : 'Page précédente du rapport',
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item} du rapport` })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ReportTable({ rows }: { rows: ReportRow[] }) {
  if (rows.length === 0) return <Text c="dimmed">{m.noReport}</Text>;
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped highlightOnHover fz="sm" miw={560} aria-label="Rapport de diffusion">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Téléphone</Table.Th>
            <Table.Th>Statut</Table.Th>
            <Table.Th>Identifiant du message</Table.Th>
            <Table.Th>Détails</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.index}>
              <Table.Td>{row.index}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(row.phone)}</Table.Td>
              {/* Wide enough for 'NON TRAITÉ': a narrow table would cut the badge to 'S…'. */}
              <Table.Td style={{ minWidth: 112 }}>
                <Badge color={STATUS_COLOR[row.status]} variant="light">
                  {row.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" truncate="end" maw={160}>
                  {row.messageId ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.errorDetails ??
                  (row.delivery === 'read' ? 'Lu' : row.delivery === 'delivered' ? 'Remis' : '')}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {new Date(row.timestamp).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
