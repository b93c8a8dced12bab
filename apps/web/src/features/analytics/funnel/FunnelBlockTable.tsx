import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { dropOffColor, dropOffRate, roundRate } from './funnelShares';
import { funnelTexts } from './funnelTexts';

type Column = 'name' | 'reached' | 'left' | 'dropOff';
type Block = AnalyticsFunnel['blocks'][number];

const SORT_VALUE: Record<Column, (block: Block) => number | string> = {
  name: (block) => block.name.toLocaleLowerCase(),
  reached: (block) => block.reached,
  left: (block) => block.left,
  // Blocks nobody reached sort after every rate.
  dropOff: (block) => dropOffRate(block) ?? -1,
};

/** Every block of the flow with reached, left there and drop-off; each column header sorts. */
export function FunnelBlockTable({ blocks }: { blocks: Block[] }) {
  const t = useTexts(funnelTexts);
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'reached',
    descending: true,
  });
  const sorted = [...blocks].sort((a, b) => {
    const [x, y] = [SORT_VALUE[sort.column](a), SORT_VALUE[sort.column](b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.descending ? -order : order;
  });
  const header = (column: Column, label: string) => {
    const active = sort.column === column;
    const Icon = !active ? IconSelector : sort.descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
        ta={column === 'name' ? 'left' : 'right'}
      >
        <UnstyledButton
          onClick={() => setSort({ column, descending: active ? !sort.descending : column !== 'name' })}
          aria-label={t.table.sortBy({ column: label })}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600 }}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name', t.table.block)}
            {header('reached', t.table.reached)}
            {header('left', t.table.left)}
            {header('dropOff', t.table.dropOff)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((block) => {
            const rate = dropOffRate(block);
            return (
              <Table.Tr key={block.block_id}>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {block.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(block.reached)}</Table.Td>
                <Table.Td ta="right">{formatNumber(block.left)}</Table.Td>
                <Table.Td ta="right">
                  {block.silent && block.reached === 0 ? (
                    <Text span size="xs" c="dimmed" title={t.table.silentHint}>
                      {t.table.silent}
                    </Text>
                  ) : rate === null ? (
                    <Text span size="xs" c="dimmed">
                      {t.table.notReached}
                    </Text>
                  ) : (
                    <Badge variant="light" color={dropOffColor(rate)}>
                      {t.rate({ rate: formatNumber(roundRate(rate)) })}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
