import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../../block/blockDirectory';
import { elementTexts } from '../../elementTexts';
import { CommitTextInput } from '../CommitTextInput';
import type { ElementOf, TypedEditorProps } from '../elementOf';
import { ListSectionEditor } from './ListSectionEditor';

interface ListEditorProps extends TypedEditorProps<'list'> {
  directory: BlockDirectory;
  currentBlock: string;
}

type Interactive = ElementOf<'list'>['interactive'];

/** A WhatsApp list: header, body, footer, menu button and sections of rows leading to blocks. */
export function ListEditor({ element, onChange, directory, currentBlock }: ListEditorProps) {
  const t = useTexts(elementTexts);
  const list = element.interactive;
  const sections = list.action.sections;
  const totalRows = sections.reduce((total, section) => total + section.rows.length, 0);
  const save = (interactive: Interactive) => onChange({ ...element, interactive });
  const setSections = (next: Interactive['action']['sections']) =>
    save({ ...list, action: { ...list.action, sections: next } });

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CommitTextInput
          label={t.listEditor.header}
          value={list.header?.text ?? ''}
          max={FLOW_LIMITS.listHeader}
          showCounter
          onCommit={(text) => {
            const { header: _removed, ...rest } = list;
            save(text.trim() === '' ? rest : { ...list, header: { type: 'text', text } });
          }}
        />
        <CommitTextInput
          label={t.listEditor.button}
          value={list.action.button}
          max={FLOW_LIMITS.listButton}
          showCounter
          onCommit={(button) => save({ ...list, action: { ...list.action, button } })}
        />
      </SimpleGrid>
      <CommitTextInput
        label={t.listEditor.body}
        value={list.body.text}
        max={FLOW_LIMITS.listBody}
        showCounter
        onCommit={(text) => save({ ...list, body: { text } })}
      />
      <CommitTextInput
        label={t.listEditor.footer}
        value={list.footer?.text ?? ''}
        max={FLOW_LIMITS.listFooter}
        showCounter
        onCommit={(text) => {
          const { footer: _removed, ...rest } = list;
          save(text.trim() === '' ? rest : { ...list, footer: { text } });
        }}
      />
      <Text size="xs" c="dimmed">
        {t.listEditor.counts({
          rows: totalRows,
          maxRows: FLOW_LIMITS.listRows,
          sections: sections.length,
          maxSections: FLOW_LIMITS.listSections,
        })}
      </Text>
      {sections.map((section, index) => (
        <ListSectionEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their position is their identity
          key={index}
          section={section}
          position={index + 1}
          canAddRow={totalRows < FLOW_LIMITS.listRows}
          directory={directory}
          currentBlock={currentBlock}
          onChange={(next) => setSections(sections.map((current, at) => (at === index ? next : current)))}
          onRemove={
            sections.length > 1 ? () => setSections(sections.filter((_, at) => at !== index)) : undefined
          }
        />
      ))}
      {sections.length < FLOW_LIMITS.listSections && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            setSections([
              ...sections,
              { title: t.defaults.sectionTitle({ position: sections.length + 1 }), rows: [] },
            ])
          }
        >
          {t.listEditor.addSection}
        </Button>
      )}
    </Stack>
  );
}
