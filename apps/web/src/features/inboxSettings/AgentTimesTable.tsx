import { Table, Text } from '@mantine/core';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ContractOutputs } from '../../lib/orpc';
import { formatDuration } from './formatDuration';
import { inboxSettingsTexts } from './inboxSettingsTexts';

export type AgentTimes = ContractOutputs['inbox']['responseTimes']['agents'][number];

/** Each member who handled conversations in the period: how many, and their median times. */
export function AgentTimesTable({ agents }: { agents: readonly AgentTimes[] }) {
  const t = useTexts(inboxSettingsTexts).reports;
  const duration = (seconds: number | null) => (seconds === null ? t.none : formatDuration(seconds));
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
