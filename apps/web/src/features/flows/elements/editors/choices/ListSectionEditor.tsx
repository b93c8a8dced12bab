import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { normalizeChoiceTitle } from '@griot/contract/flows/normalizeChoiceTitle';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { commonTexts } from '../../../../../components/commonTexts';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { type BlockDirectory, targetName } from '../../../block/blockDirectory';
import { elementTexts } from '../../elementTexts';
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
  const t = useTexts(elementTexts).listEditor;
  const common = useTexts(commonTexts);
  const rows = section.rows;
  const setRows = (next: Section['rows']) => onChange({ ...section, rows: next });
  function addRow(idblock: string) {
    const name = targetName(directory, idblock).slice(0, FLOW_LIMITS.listRowTitle);
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
              label={t.sectionTitle({ position })}
              value={section.title}
              max={FLOW_LIMITS.listSectionTitle}
              onCommit={(title) => onChange({ ...section, title })}
            />
          </div>
          {props.onRemove && (
            <Tooltip label={common.actions.delete} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.removeSection({ position })}
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
                label={t.target}
                value={row.id}
                directory={directory}
                exclude={currentBlock}
                onChange={(id) => setRows(rows.map((r, at) => (at === index ? { ...r, id } : r)))}
              />
              <CommitTextInput
                label={t.rowTitle}
                value={row.title}
                max={FLOW_LIMITS.listRowTitle}
                onCommit={(title) => setRows(rows.map((r, at) => (at === index ? { ...r, title } : r)))}
              />
              <CommitTextInput
                label={t.rowDescription}
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
              aria-label={t.removeRow({ name: row.title || index + 1 })}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ))}
        {props.canAddRow ? (
          <BlockSelect
            label={t.addRow}
            placeholder={t.addRowPlaceholder}
            value={null}
            directory={directory}
            exclude={currentBlock}
            onChange={addRow}
          />
        ) : (
          <Button size="xs" variant="subtle" disabled leftSection={<IconPlus size={14} />}>
            {t.maxRows}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
