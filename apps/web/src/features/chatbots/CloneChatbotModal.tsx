import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';
import { useChatbotActions } from './useChatbotActions';

interface CloneChatbotModalProps {
  chatbot: ChatbotListItem;
  opened: boolean;
  onClose: () => void;
}

/** Clones a chatbot with its flows and variables under a new name (default '{name} (Clone)'). */
export function CloneChatbotModal({ chatbot, opened, onClose }: CloneChatbotModalProps) {
  const t = useTexts(chatbotTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={t.clone.title} centered>
      {opened && <CloneChatbotForm chatbot={chatbot} onClose={onClose} />}
    </Modal>
  );
}

function CloneChatbotForm({ chatbot, onClose }: Omit<CloneChatbotModalProps, 'opened'>) {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  const mutation = useChatbotActions(chatbot, onClose).clone;
  const [name, setName] = useState(() => t.clone.defaultName({ name: chatbot.bot_name }));
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
          {t.clone.intro({ name: chatbot.bot_name })}
        </Text>
        <TextInput
          label={t.clone.name}
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
            {common.actions.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t.clone.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
