import type { ChatbotListItem, ChatbotStatus } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { Anchor, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { chatbotLabels, isChatbotStatus } from '../../lib/chatbotLabels';
import { useChatbotActions } from './useChatbotActions';

interface EditChatbotModalProps {
  chatbot: ChatbotListItem;
  opened: boolean;
  onClose: () => void;
}

/** The list's quick edit (name, description, status, app_id), with the way to the full settings. */
export function EditChatbotModal({ chatbot, opened, onClose }: EditChatbotModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Modifier le chatbot" centered size="lg">
      {/* Mounted only while open, so each opening starts from the chatbot's current values. */}
      {opened && <EditChatbotForm chatbot={chatbot} onClose={onClose} />}
    </Modal>
  );
}

function EditChatbotForm({ chatbot, onClose }: Omit<EditChatbotModalProps, 'opened'>) {
  const mutation = useChatbotActions(chatbot, onClose).edit;
  const [name, setName] = useState(chatbot.bot_name);
  const [description, setDescription] = useState(chatbot.description);
  const [status, setStatus] = useState<ChatbotStatus>(chatbot.status);
  const [appId, setAppId] = useState(chatbot.app_id);
  const [nameError, setNameError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const botName = name.trim();
    if (!botName) {
      setNameError(messages.chatbots.nameRequired);
      return;
    }
    mutation.mutate({ id: chatbot._id, bot_name: botName, description, status, app_id: appId.trim() });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nom du chatbot"
          required
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={8}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <NativeSelect
          label="Statut"
          data={chatbotLabels.statusOptions}
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isChatbotStatus(value)) setStatus(value);
          }}
        />
        <TextInput
          label="Identifiant de l'application (app_id)"
          value={appId}
          onChange={(event) => setAppId(event.currentTarget.value)}
        />
        <Group justify="space-between" mt="sm">
          <Anchor
            component={Link}
            to={`/dashboard/chatbots/${chatbot._id}/settings`}
            size="sm"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <IconAdjustments size={16} aria-hidden />
            Paramètres avancés
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Annuler
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
