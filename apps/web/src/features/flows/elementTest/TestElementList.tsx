import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import { ActionIcon, Badge, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { elementLabel } from '../elements/elementTexts';
import { elementTestTexts } from './elementTestTexts';

const keys = new WeakMap<object, string>();
let nextKey = 0;

/** A stable key per element object: duplicates are new objects, so they get their own. */
function keyOf(element: object): string {
  let key = keys.get(element);
  if (!key) {
    nextKey += 1;
    key = `element-${nextKey}`;
    keys.set(element, key);
  }
  return key;
}

function labelOf(type: unknown): string {
  const known = ELEMENT_TYPES.find((candidate) => candidate === type);
  return known ? elementLabel(known) : String(type);
}

/** The flow under test: each element with its JSON, and delete / duplicate. */
export function TestElementList({
  flow,
  onRemove,
  onDuplicate,
}: {
  flow: Array<Record<string, unknown>>;
  onRemove: (index: number) => void;
  onDuplicate: (index: number) => void;
}) {
  const t = useTexts(elementTestTexts);
  const common = useTexts(commonTexts);
  if (flow.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          {t.empty}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {flow.map((element, index) => (
        <Paper
          key={keyOf(element)}
          withBorder
          p="md"
          radius="md"
          component="li"
          aria-label={t.element({ position: index + 1 })}
        >
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Badge variant="light">{index + 1}</Badge>
              <Text fw={600}>{labelOf(element.type)}</Text>
            </Group>
            <Group gap={4}>
              <Tooltip label={t.duplicate}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t.duplicateElement({ position: index + 1 })}
                  onClick={() => onDuplicate(index)}
                >
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={common.actions.delete}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t.removeElement({ position: index + 1 })}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Code block>{JSON.stringify(element, null, 2)}</Code>
        </Paper>
      ))}
    </Stack>
  );
}
