import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { CLONE_RELOAD_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/apiClient';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from './apiFailureMessage';
import { chatbotQueryKeys } from './chatbotQueryKeys';

interface CloneChatbotModalProps {
  chatbot: ChatbotListItem;
  opened: boolean;
  onClose: () => void;
}

/** Clones a chatbot with its flows and variables under a new name (default '{name} (Clone)'). */
export function CloneChatbotModal({ chatbot, opened, onClose }: CloneChatbotModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cloner le chatbot" centered>
      {opened && <CloneChatbotForm chatbot={chatbot} onClose={onClose} />}
    </Modal>
  );
}

function CloneChatbotForm({ chatbot, onClose }: Omit<CloneChatbotModalProps, 'opened'>) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(`${chatbot.bot_name} (Clone)`);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (input: { id: string; namebotnew: string }) => api.chatbots.clone(input),
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: result.message || messages.chatbots.cloned });
      onClose();
      // The spec reloads after 1.5 s, leaving the toast time to be read before the grid moves.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: chatbotQueryKeys.all }),
        CLONE_RELOAD_MS,
      );
    },
    onError: (failure) => {
      notifications.show({
        color: 'red',
        message: apiFailureMessage(classifyApiError(failure), messages.chatbots.cloneFailed),
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const newName = name.trim();
    if (!newName) {
      setError(messages.chatbots.cloneNameRequired);
      return;
    }
    mutation.mutate({ id: chatbot._id, namebotnew: newName });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Le clone reprend les flux, les variables et les paramètres de « {chatbot.bot_name} ». Les
          utilisateurs et les conversations restent avec l'original.
        </Text>
        <TextInput
          label="Nom du nouveau chatbot"
          required
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Cloner
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
