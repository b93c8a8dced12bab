import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { buttonSchema } from '@griot/contract/flows/flowElementSchemas';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { commonTexts } from '../../../../../components/commonTexts';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../../block/blockDirectory';
import { elementTexts } from '../../elementTexts';
import { BlockSelect } from '../BlockSelect';
import { PayloadEditor } from './PayloadEditor';

type FlowButton = z.infer<typeof buttonSchema>;

interface ButtonFormProps {
  chatbotId: string;
  button: FlowButton;
  directory: BlockDirectory;
  currentBlock: string;
  onSave: (button: FlowButton) => void;
  onCancel: () => void;
}

/** One button in edition: title (20 at most), target block and payload; 'Valider' needs a title. */
export function ButtonForm({
  chatbotId,
  button,
  directory,
  currentBlock,
  onSave,
  onCancel,
}: ButtonFormProps) {
  const t = useTexts(elementTexts);
  const common = useTexts(commonTexts);
  const [draft, setDraft] = useState(button);
  const [selectorOpen, setSelectorOpen] = useState(false);
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        <TextInput
          label={t.buttons.title}
          value={draft.title}
          maxLength={FLOW_LIMITS.buttonTitle}
          description={`${draft.title.length}/${FLOW_LIMITS.buttonTitle}`}
          autoFocus
          onChange={(event) =>
            setDraft({ ...draft, title: event.currentTarget.value.slice(0, FLOW_LIMITS.buttonTitle) })
          }
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <BlockSelect
          label={t.blockSelect.target}
          value={draft.id}
          directory={directory}
          exclude={currentBlock}
          onChange={(id) => setDraft({ ...draft, id })}
        />
        <PayloadEditor
          chatbotId={chatbotId}
          payload={draft.payload}
          directory={directory}
          currentBlock={currentBlock}
          onSelectorToggle={setSelectorOpen}
          onChange={(payload) => setDraft({ ...draft, payload: payload === '' ? undefined : payload })}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            {common.actions.cancel}
          </Button>
          <Button
            size="xs"
            disabled={draft.title.trim() === '' || selectorOpen}
            onClick={() => onSave({ ...draft, title: draft.title.trim() })}
          >
            {t.buttons.validate}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
