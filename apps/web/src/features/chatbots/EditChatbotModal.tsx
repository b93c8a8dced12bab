import type { ChatbotListItem, ChatbotStatus } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { Anchor, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { isChatbotStatus } from '../../lib/chatbotLabels';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';
import { useStatusOptions } from './statusOptions';
import { useChatbotActions } from './useChatbotActions';

interface EditChatbotModalProps {
  chatbot: ChatbotListItem;
  opened: boolean;
  onClose: () => void;
}

/** The list's quick edit (name, description, status, app_id), with the way to the full settings. */
export function EditChatbotModal({ chatbot, opened, onClose }: EditChatbotModalProps) {
  const t = useTexts(chatbotTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={t.edit.title} centered size="lg">
      {/* Mounted only while open, so each opening starts from the chatbot's current values. */}
      {opened && <EditChatbotForm chatbot={chatbot} onClose={onClose} />}
    </Modal>
  );
}

function EditChatbotForm({ chatbot, onClose }: Omit<EditChatbotModalProps, 'opened'>) {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  const statusOptions = useStatusOptions();
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
          label={t.fields.name}
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
          label={t.fields.description}
          autosize
          minRows={3}
          maxRows={8}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <NativeSelect
          label={t.fields.status}
          data={statusOptions}
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isChatbotStatus(value)) setStatus(value);
          }}
        />
        <TextInput
          label={t.fields.appId}
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
            {t.edit.advanced}
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {common.actions.cancel}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {common.actions.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
