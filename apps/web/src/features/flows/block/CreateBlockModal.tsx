import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';
import { useCreateBlock } from './useBlockActions';

interface CreateBlockModalProps {
  chatbotId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (idblock: string) => void;
}

/** 'Créer un nouveau flux': a name (x/20) and its generated, read-only idblock. */
export function CreateBlockModal({ chatbotId, opened, onClose, onCreated }: CreateBlockModalProps) {
  const t = useTexts(flowTexts);
  const common = useTexts(commonTexts);
  const [name, setName] = useState('');
  const [idblock, setIdblock] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBlock({
    created: (created) => {
      close();
      onCreated(created);
    },
    refused: setError,
  });

  function close() {
    setName('');
    setIdblock('');
    setError(null);
    onClose();
  }

  function changeName(value: string) {
    const next = value.slice(0, FLOW_LIMITS.blockName);
    setName(next);
    setError(null);
    setIdblock(next.trim() === '' ? '' : generateIdblock(next));
  }

  const empty = name.trim() === '';
  return (
    <Modal opened={opened} onClose={close} title={t.createBlock} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty && !create.isPending)
            create.mutate({ idchatbot: chatbotId, name: name.trim(), idblock, type: 'standard' });
        }}
      >
        <Stack>
          <TextInput
            label={t.nameLabel}
            placeholder={t.namePlaceholder}
            required
            data-autofocus
            value={name}
            maxLength={FLOW_LIMITS.blockName}
            onChange={(event) => changeName(event.currentTarget.value)}
            description={`${name.length}/${FLOW_LIMITS.blockName}`}
            error={error}
          />
          <TextInput label={t.idblockLabel} value={idblock} readOnly variant="filled" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {common.actions.cancel}
            </Button>
            <Button type="submit" disabled={empty || create.isPending} loading={create.isPending}>
              {t.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
