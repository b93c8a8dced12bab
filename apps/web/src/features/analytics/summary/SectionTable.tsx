import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionColumn {
  key: string;
  label: string;
  /** A figure: right-aligned, as its cells. */
  numeric?: boolean;
}

/**
 * The list of a summary section (agents, broadcasts): one quiet line when it has no row, else a
 * striped table under its column titles that scrolls sideways on a phone rather than widen the page.
 */
export function SectionTable({
  empty,
  emptyText,
  minWidth,
  columns,
  children,
}: {
  empty: boolean;
  emptyText: string;
  minWidth: number;
  columns: SectionColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  if (empty)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="xs" fz="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
