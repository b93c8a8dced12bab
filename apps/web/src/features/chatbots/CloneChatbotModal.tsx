import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChatbotActions } from './useChatbotActions';

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
  const mutation = useChatbotActions(chatbot, onClose).clone;
  const [name, setName] = useState(`${chatbot.bot_name} (Clone)`);
  const [error, setError] = useState<string | null>(null);

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
