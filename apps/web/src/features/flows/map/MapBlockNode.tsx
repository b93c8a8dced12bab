import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoorEnter } from '@tabler/icons-react';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { BlockStatsBadge } from '../playground/stats/BlockStatsBadge';
import { CATEGORY_COLORS, type MapFlowNode } from './mapFlowTypes';
import { NODE_SIZES } from './mapLayout';
import { mapTexts } from './mapTexts';
import { blockTitle } from './mapWords';

const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' } as const;

/**
 * A block on the map: its category, its name, how many elements it holds, and its flags (entry
 * point, unreachable, incomplete). Memoised: panning moves the viewport, not the nodes.
 */
export const MapBlockNode = memo(function MapBlockNode({ data, selected }: NodeProps<MapFlowNode>) {
  const t = useTexts(mapTexts);
  const node = data.node;
  if (node.kind !== 'block') return null;
  const color = CATEGORY_COLORS[node.category];
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={8}
      w={NODE_SIZES.block.width}
      h={NODE_SIZES.block.height}
      shadow={selected ? 'md' : 'xs'}
      style={{
        cursor: 'pointer',
        borderStyle: node.unreachable ? 'dashed' : 'solid',
        borderColor: selected
          ? 'var(--mantine-primary-color-filled)'
          : node.unreachable
            ? 'var(--mantine-color-orange-filled)'
            : undefined,
        borderWidth: selected ? 2 : 1,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {node.entry && (
        // An entry block's stripe, in its category's colour.
        <Box
          pos="absolute"
          left={0}
          top={0}
          bottom={0}
          w={4}
          bg={`var(--mantine-color-${color}-filled)`}
          aria-hidden
        />
      )}
      <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={4} wrap="nowrap" miw={0}>
          <Badge size="xs" variant="light" color={color}>
            {t.categories[node.category]}
          </Badge>
          {node.unreachable && (
            <Badge size="xs" variant="filled" color="orange" title={t.unreachableHint}>
              {t.unreachable}
            </Badge>
          )}
        </Group>
        {node.incomplete && (
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-yellow-filled)"
            aria-label={t.incomplete}
            role="img"
          >
            <title>{t.incomplete}</title>
          </IconAlertTriangle>
        )}
      </Group>
      <Text fw={600} size="sm" truncate="end" mt={4} title={blockTitle(node)}>
        {blockTitle(node)}
      </Text>
      <Group gap={6} wrap="nowrap" justify="space-between">
        {/* While the 'Statistiques' overlay is on, its counts take the element count's place. */}
        <BlockStatsBadge
          idblock={node.idblock}
          otherwise={
            <Text size="xs" c="dimmed">
              {t.elements({ count: node.elementCount })}
            </Text>
          }
        />
        {node.entry && (
          <Group gap={2} wrap="nowrap" title={t.entryHint}>
            <IconDoorEnter size={12} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
            <Text size="xs" c={color}>
              {t.entry}
            </Text>
          </Group>
        )}
      </Group>
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </Paper>
  );
});
