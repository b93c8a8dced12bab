import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { DELETE_CONFIRMATION_WORD } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useChatbotActions } from './useChatbotActions';

interface DeleteChatbotModalProps {
  chatbot: ChatbotListItem;
  opened: boolean;
  onClose: () => void;
}

/** Deletes a chatbot for good once the user has typed SUPPRIMER exactly. */
export function DeleteChatbotModal({ chatbot, opened, onClose }: DeleteChatbotModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Supprimer le chatbot" centered>
      {opened && <DeleteChatbotForm chatbot={chatbot} onClose={onClose} />}
    </Modal>
  );
}

function DeleteChatbotForm({ chatbot, onClose }: Omit<DeleteChatbotModalProps, 'opened'>) {
  const mutation = useChatbotActions(chatbot, onClose).remove;
  const [confirmation, setConfirmation] = useState('');
  const confirmed = confirmation === DELETE_CONFIRMATION_WORD;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirmed) mutation.mutate({ id: chatbot._id, confirm: DELETE_CONFIRMATION_WORD });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          « {chatbot.bot_name} » sera supprimé avec ses flux, ses variables, ses utilisateurs et ses
          conversations. Cette action est irréversible.
        </Alert>
        <Text size="sm">
          Pour confirmer, tapez <Code fw={700}>{DELETE_CONFIRMATION_WORD}</Code> ci-dessous.
        </Text>
        <TextInput
          label="Confirmation"
          value={confirmation}
          autoComplete="off"
          error={confirmation && !confirmed ? messages.chatbots.deleteConfirmation : null}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Annuler
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={mutation.isPending}>
            Supprimer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
