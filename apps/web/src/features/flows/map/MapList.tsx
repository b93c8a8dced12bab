import { Badge, Card, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { matchesFilter } from '../links/linkStatus';
import { BlockStatsBadge } from '../playground/stats/BlockStatsBadge';
import classes from './MapList.module.css';
import { CATEGORY_COLORS } from './mapFlowTypes';
import { mapTexts } from './mapTexts';
import type { MapBlockNode, MapEdge, MapViewProps } from './mapTypes';
import { blockTitle, edgeText, nodeTitle } from './mapWords';

/**
 * The map on a narrow screen, where a canvas is unreadable: every block with its flags and where
 * it leads ('→ Livraison (Si vrai)'); a tap anywhere on a block opens it in the editor.
 */
export function MapList({ graph, selected, onOpen }: MapViewProps) {
  const t = useTexts(mapTexts);
  const [filter, setFilter] = useState('');
  const byId = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const outgoing = useMemo(() => {
    const bySource = new Map<string, MapEdge[]>();
    for (const edge of graph.edges) bySource.set(edge.source, [...(bySource.get(edge.source) ?? []), edge]);
    return bySource;
  }, [graph]);
  const blocks = graph.nodes.filter((node): node is MapBlockNode => node.kind === 'block');
  const visible = blocks.filter((node) =>
    matchesFilter(filter, blockTitle(node), node.idblock, t.categories[node.category]),
  );
  const targetName = (id: string) => {
    const node = byId.get(id);
    if (!node) return id;
    return node.kind === 'missing' ? t.list.missingTarget({ target: node.target }) : nodeTitle(node);
  };
  return (
    <Stack gap="sm">
      <TextInput
        placeholder={t.list.filter}
        aria-label={t.list.filter}
        leftSection={<IconSearch size={14} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {visible.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t.list.noMatch}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {visible.map((node) => (
          <Card
            key={node.id}
            component="li"
            withBorder
            radius="md"
            padding="sm"
            className={classes.item}
            style={node.id === selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group gap={6} wrap="wrap" mb={4}>
              <Badge size="xs" variant="light" color={CATEGORY_COLORS[node.category]}>
                {t.categories[node.category]}
              </Badge>
              {node.entry && (
                <Badge size="xs" variant="outline" color={CATEGORY_COLORS[node.category]}>
                  {t.entry}
                </Badge>
              )}
              {node.unreachable && (
                <Badge size="xs" variant="filled" color="orange">
                  {t.unreachable}
                </Badge>
              )}
              <BlockStatsBadge idblock={node.idblock} />
              {node.incomplete && (
                <Badge
                  size="xs"
                  variant="light"
                  color="yellow"
                  leftSection={<IconAlertTriangle size={10} aria-hidden />}
                >
                  {t.incomplete}
                </Badge>
              )}
            </Group>
            <UnstyledButton className={classes.open} onClick={() => onOpen(node.idblock)}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {blockTitle(node)}
              </Text>
            </UnstyledButton>
            <Text size="xs" c="dimmed">
              {t.elements({ count: node.elementCount })}
            </Text>
            <Stack gap={2} mt={6}>
              {(outgoing.get(node.id) ?? []).map((edge) => (
                <Text
                  key={edge.id}
                  size="sm"
                  c={edge.broken ? 'red' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t.list.link({ target: targetName(edge.target), label: edgeText(edge) })}
                </Text>
              ))}
              {!outgoing.has(node.id) && (
                <Text size="sm" c="dimmed">
                  {t.list.noLinks}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
