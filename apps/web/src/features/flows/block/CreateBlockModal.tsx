import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/apiClient';
import { failureMessage, hasStatus, isAuthFailure } from '../authFailure';
import { flowTexts } from '../flowTexts';
import { notifySuccess } from '../notify';
import { playgroundQueryKeys } from '../playgroundQueryKeys';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';

interface CreateBlockModalProps {
  idchatbot: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (idblock: string) => void;
}

/** 'Créer un nouveau flux': a name (x/20) and its generated, read-only idblock (seed 001 §3, §5). */
export function CreateBlockModal({ idchatbot, opened, onClose, onCreated }: CreateBlockModalProps) {
  const [name, setName] = useState('');
  const [idblock, setIdblock] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const leave = useLeaveOnAuthFailure();
  const create = useMutation({
    mutationFn: () => api.flows.create({ idchatbot, name: name.trim(), idblock, type: 'standard' }),
    onSuccess: async (result) => {
      notifySuccess(result.message || flowTexts.blockCreated);
      // The editor opens on the block the server just returned: no lookup that could still miss it.
      queryClient.setQueryData(playgroundQueryKeys.block(idchatbot, result.block.idblock), {
        success: true,
        block: [result.block],
      });
      await queryClient.invalidateQueries({ queryKey: playgroundQueryKeys.tree(idchatbot) });
      close();
      onCreated(result.block.idblock);
    },
    onError: (failure) => {
      if (isAuthFailure(failure)) return leave();
      setError(
        hasStatus(failure, 409) ? flowTexts.blockExists : failureMessage(failure, flowTexts.loadFailed),
      );
    },
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
    <Modal opened={opened} onClose={close} title={flowTexts.createBlock} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty && !create.isPending) create.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={flowTexts.nameLabel}
            placeholder={flowTexts.namePlaceholder}
            required
            data-autofocus
            value={name}
            maxLength={FLOW_LIMITS.blockName}
            onChange={(event) => changeName(event.currentTarget.value)}
            description={`${name.length}/${FLOW_LIMITS.blockName}`}
            error={error}
          />
          <TextInput label={flowTexts.idblockLabel} value={idblock} readOnly variant="filled" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {flowTexts.cancel}
            </Button>
            <Button type="submit" disabled={empty || create.isPending} loading={create.isPending}>
              {flowTexts.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
