import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { DELETE_CONFIRMATION_WORD } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { withElement } from '../../lib/i18n/messageParts';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';
import { useChatbotActions } from './useChatbotActions';

interface DeleteChatbotModalProps {
  chatbot: ChatbotListItem;
  opened: boolean;
  onClose: () => void;
}

/** Deletes a chatbot for good once the user has typed SUPPRIMER exactly (in every language: the server's word). */
export function DeleteChatbotModal({ chatbot, opened, onClose }: DeleteChatbotModalProps) {
  const t = useTexts(chatbotTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={t.remove.title} centered>
      {opened && <DeleteChatbotForm chatbot={chatbot} onClose={onClose} />}
    </Modal>
  );
}

function DeleteChatbotForm({ chatbot, onClose }: Omit<DeleteChatbotModalProps, 'opened'>) {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
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
          {t.remove.warning({ name: chatbot.bot_name })}
        </Alert>
        <Text size="sm">
          {withElement(t.remove.typeToConfirm, 'word', <Code fw={700}>{DELETE_CONFIRMATION_WORD}</Code>)}
        </Text>
        <TextInput
          label={t.remove.confirmation}
          value={confirmation}
          autoComplete="off"
          error={confirmation && !confirmed ? messages.chatbots.deleteConfirmation : null}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={mutation.isPending}>
            {common.actions.delete}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
