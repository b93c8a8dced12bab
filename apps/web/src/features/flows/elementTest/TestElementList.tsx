import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import { ActionIcon, Badge, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { ELEMENT_INFO } from '../elements/elementCatalog';

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
  return known ? ELEMENT_INFO[known].label : String(type);
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
  if (flow.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          Aucun élément dans ce flux. Ajoutez-en avec les outils ci-dessus.
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
          aria-label={`Élément ${index + 1}`}
        >
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Badge variant="light">{index + 1}</Badge>
              <Text fw={600}>{labelOf(element.type)}</Text>
            </Group>
            <Group gap={4}>
              <Tooltip label="Dupliquer">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Dupliquer l'élément ${index + 1}`}
                  onClick={() => onDuplicate(index)}
                >
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Supprimer">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Supprimer l'élément ${index + 1}`}
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
