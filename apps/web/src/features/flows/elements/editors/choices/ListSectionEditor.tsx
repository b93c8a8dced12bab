import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { normalizeChoiceTitle } from '@griot/contract/flows/normalizeChoiceTitle';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { BlockDirectory } from '../../../block/blockDirectory';
import { flowTexts } from '../../../flowTexts';
import { BlockSelect } from '../BlockSelect';
import { CommitTextInput } from '../CommitTextInput';
import type { ElementOf } from '../elementOf';

type Section = ElementOf<'list'>['interactive']['action']['sections'][number];

interface ListSectionEditorProps {
  section: Section;
  position: number;
  canAddRow: boolean;
  directory: BlockDirectory;
  currentBlock: string;
  onChange: (section: Section) => void;
  onRemove: (() => void) | undefined;
}

/** One section of a list: its title and its rows, each row leading to a block. */
export function ListSectionEditor(props: ListSectionEditorProps) {
  const { section, position, directory, currentBlock, onChange } = props;
  const rows = section.rows;
  const setRows = (next: Section['rows']) => onChange({ ...section, rows: next });
  function addRow(idblock: string) {
    const name = (directory.byId.get(idblock)?.displayName ?? idblock).slice(0, FLOW_LIMITS.listRowTitle);
    // A second row to the same block would repeat its title, which saves refuse: it starts
    // untitled instead (marked incomplete until named).
    const taken = rows.some((row) => normalizeChoiceTitle(row.title) === normalizeChoiceTitle(name));
    setRows([...rows, { id: idblock, title: taken ? '' : name }]);
  }
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <CommitTextInput
              label={`Titre de la section ${position}`}
              value={section.title}
              max={FLOW_LIMITS.listSectionTitle}
              onCommit={(title) => onChange({ ...section, title })}
            />
          </div>
          {props.onRemove && (
            <Tooltip label={flowTexts.remove} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${flowTexts.remove} la section ${position}`}
                onClick={props.onRemove}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {rows.map((row, index) => (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no stable id; the key also remounts fields after a save
            key={`${index}-${row.id}-${row.title}-${row.description ?? ''}`}
            align="flex-end"
            wrap="nowrap"
            gap="xs"
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              <BlockSelect
                label="Bloc cible"
                value={row.id}
                directory={directory}
                exclude={currentBlock}
                onChange={(id) => setRows(rows.map((r, at) => (at === index ? { ...r, id } : r)))}
              />
              <CommitTextInput
                label="Titre de l’option"
                value={row.title}
                max={FLOW_LIMITS.listRowTitle}
                onCommit={(title) => setRows(rows.map((r, at) => (at === index ? { ...r, title } : r)))}
              />
              <CommitTextInput
                label="Description"
                value={row.description ?? ''}
                max={FLOW_LIMITS.listRowDescription}
                onCommit={(description) =>
                  setRows(
                    rows.map((r, at) => (at === index ? { ...r, description: description || undefined } : r)),
                  )
                }
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={`${flowTexts.remove} l’option ${row.title || index + 1}`}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ))}
        {props.canAddRow ? (
          <BlockSelect
            label="Ajouter une option"
            placeholder="Choisir le bloc cible de l’option"
            value={null}
            directory={directory}
            exclude={currentBlock}
            onChange={addRow}
          />
        ) : (
          <Button size="xs" variant="subtle" disabled leftSection={<IconPlus size={14} />}>
            10 options au plus
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
