import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ContractOutputs } from '../../lib/orpc';
import { formatDuration } from './formatDuration';
import { inboxSettingsTexts } from './inboxSettingsTexts';

export type AgentTimes = ContractOutputs['inbox']['responseTimes']['agents'][number];

/**
 * Each member who handled conversations in the period: how many, and their median times. A table,
 * or a card per agent on a phone (five columns do not fit 390 px).
 */
export function AgentTimesTable({ agents }: { agents: readonly AgentTimes[] }) {
  const t = useTexts(inboxSettingsTexts).reports;
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const duration = (seconds: number | null) => (seconds === null ? t.none : formatDuration(seconds));
  if (phone)
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {agents.map((agent) => (
          <Paper key={agent.user_id} component="li" withBorder radius="md" p="sm" aria-label={agent.name}>
            <Text fw={600} size="sm" mb={6}>
              {agent.name}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              <Figure label={t.conversations} value={formatNumber(agent.conversations)} />
              <Figure label={t.resolved} value={formatNumber(agent.resolved)} />
              <Figure label={t.firstResponseShort} value={duration(agent.first_response_median)} />
              <Figure label={t.resolutionShort} value={duration(agent.resolution_median)} />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.agent}</Table.Th>
            <Table.Th ta="right">{t.conversations}</Table.Th>
            <Table.Th ta="right">{t.resolved}</Table.Th>
            <Table.Th ta="right">{t.firstResponseShort}</Table.Th>
            <Table.Th ta="right">{t.resolutionShort}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent) => (
            <Table.Tr key={agent.user_id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {agent.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(agent.conversations)}</Table.Td>
              <Table.Td ta="right">{formatNumber(agent.resolved)}</Table.Td>
              <Table.Td ta="right">{duration(agent.first_response_median)}</Table.Td>
              <Table.Td ta="right">{duration(agent.resolution_median)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
