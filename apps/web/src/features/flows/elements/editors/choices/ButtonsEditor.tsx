import { AGENT_REDIRECTION, FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { normalizeChoiceTitle } from '@griot/contract/flows/normalizeChoiceTitle';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { commonTexts } from '../../../../../components/commonTexts';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { type BlockDirectory, targetName } from '../../../block/blockDirectory';
import { elementTexts } from '../../elementTexts';
import { BlockSelect } from '../BlockSelect';
import type { TypedEditorProps } from '../elementOf';
import { InlineTextEditor } from '../text/InlineTextEditor';
import { ButtonForm } from './ButtonForm';

interface ButtonsEditorProps extends TypedEditorProps<'text_button'> {
  chatbotId: string;
  directory: BlockDirectory;
  currentBlock: string;
}

/** A message and up to 3 buttons, each leading to a block; one button is edited at a time. */
export function ButtonsEditor({ chatbotId, element, onChange, directory, currentBlock }: ButtonsEditorProps) {
  const t = useTexts(elementTexts);
  const common = useTexts(commonTexts);
  const [editing, setEditing] = useState<number | null>(null);
  const buttons = element.buttons;
  const nameOf = (idblock: string) => targetName(directory, idblock);

  function addButton(idblock: string) {
    // The block's own name (or 'Agent humain') becomes the title when it has one, unless another button
    // has it already: two buttons of one title are refused, so the user names this one instead.
    const name = (
      idblock === AGENT_REDIRECTION ? nameOf(idblock) : (directory.byId.get(idblock)?.block.blockname ?? '')
    ).slice(0, FLOW_LIMITS.buttonTitle);
    const taken = buttons.some((button) => normalizeChoiceTitle(button.title) === normalizeChoiceTitle(name));
    const title = taken ? '' : name;
    onChange({ ...element, buttons: [...buttons, { id: idblock, title }] });
    if (title === '') setEditing(buttons.length);
  }

  return (
    <Stack gap="xs">
      <InlineTextEditor
        label={t.text.message}
        value={element.message}
        max={FLOW_LIMITS.text}
        placeholder={t.text.messagePlaceholder}
        onSave={(message) => onChange({ ...element, message })}
      />
      <Text size="xs" c="dimmed">
        {t.buttons.count({ count: buttons.length, max: FLOW_LIMITS.buttons })}
      </Text>
      {buttons.map((button, index) =>
        editing === index ? (
          <ButtonForm
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id of their own; two may share a target
            key={`${button.id}-${index}`}
            chatbotId={chatbotId}
            button={button}
            directory={directory}
            currentBlock={currentBlock}
            onCancel={() => setEditing(null)}
            onSave={(next) => {
              setEditing(null);
              onChange({
                ...element,
                buttons: buttons.map((current, at) => (at === index ? next : current)),
              });
            }}
          />
        ) : (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id of their own; two may share a target
            key={`${button.id}-${index}`}
            justify="space-between"
            wrap="nowrap"
          >
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Badge variant="outline" style={{ textTransform: 'none' }}>
                {button.title || t.buttons.untitled}
              </Badge>
              <Text size="xs" c="dimmed" truncate>
                → {nameOf(button.id)}
              </Text>
            </Group>
            <Group gap={2} wrap="nowrap">
              <Tooltip label={common.actions.edit} withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={t.buttons.edit({ name: button.title || index + 1 })}
                  disabled={editing !== null}
                  onClick={() => setEditing(index)}
                >
                  <IconPencil size={14} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={common.actions.delete} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t.buttons.remove({ name: button.title || index + 1 })}
                  onClick={() => {
                    if (!window.confirm(t.buttons.confirmRemove)) return;
                    setEditing(null);
                    onChange({ ...element, buttons: buttons.filter((_, at) => at !== index) });
                  }}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        ),
      )}
      {buttons.length < FLOW_LIMITS.buttons && editing === null && (
        <BlockSelect
          label={t.buttons.add}
          placeholder={t.buttons.addPlaceholder}
          value={null}
          directory={directory}
          exclude={currentBlock}
          onChange={addButton}
        />
      )}
    </Stack>
  );
}
