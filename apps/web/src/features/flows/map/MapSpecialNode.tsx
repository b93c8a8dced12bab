import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset, IconQuestionMark, IconSparkles } from '@tabler/icons-react';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { MapFlowNode } from './mapFlowTypes';
import { NODE_SIZES } from './mapLayout';
import { mapTexts } from './mapTexts';

const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' } as const;

/** What the flow leads to that is not one of its blocks: GRIOT IA, the human agent, a missing block. */
export const MapSpecialNode = memo(function MapSpecialNode({ data }: NodeProps<MapFlowNode>) {
  const t = useTexts(mapTexts);
  const node = data.node;
  if (node.kind === 'block') return null;
  const look = {
    assistant: {
      color: 'violet',
      icon: <IconSparkles size={16} />,
      title: t.assistant,
      hint: t.assistantHint,
    },
    agent: { color: 'blue', icon: <IconHeadset size={16} />, title: t.agent, hint: t.agentHint },
    missing: {
      color: 'red',
      icon: <IconQuestionMark size={16} />,
      title: t.missing,
      hint: node.kind === 'missing' ? t.missingHint({ target: node.target }) : '',
    },
  }[node.kind];
  const size = NODE_SIZES[node.kind];
  return (
    <Paper
      withBorder
      radius="xl"
      px="sm"
      w={size.width}
      h={size.height}
      title={look.hint}
      style={{
        display: 'flex',
        alignItems: 'center',
        borderStyle: node.kind === 'missing' ? 'dashed' : 'solid',
        borderColor: `var(--mantine-color-${look.color}-filled)`,
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />
      <Group gap="xs" wrap="nowrap" miw={0}>
        <ThemeIcon size={28} radius="xl" variant="light" color={look.color} aria-hidden>
          {look.icon}
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} c={node.kind === 'missing' ? 'red' : undefined} truncate="end">
            {look.title}
          </Text>
          {node.kind === 'missing' && (
            <Text size="xs" c="dimmed" truncate="end" ff="monospace">
              {node.target}
            </Text>
          )}
        </Stack>
      </Group>
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </Paper>
  );
});
