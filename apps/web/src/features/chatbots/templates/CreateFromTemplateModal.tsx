import type { ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';
import type { ChatbotTemplate } from '@griot/contract/chatbotTransfer/chatbotTransferContract';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { chatbotLabels, isChatbotType } from '../../../lib/chatbotLabels';
import { useTexts } from '../../../lib/i18n/useTexts';
import { templateTexts } from './templateTexts';
import { useCreateFromTemplate } from './useCreateFromTemplate';

/**
 * Asks the new chatbot's name (the template's, to change) and channel (the template's), then
 * creates it and opens its flow editor. Mounted per template, so each opening starts afresh.
 */
export function CreateFromTemplateModal({
  template,
  onClose,
}: {
  template: ChatbotTemplate;
  onClose: () => void;
}) {
  const t = useTexts(templateTexts);
  const [name, setName] = useState(template.name);
  const [channel, setChannel] = useState<ChatbotType>(template.channel);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const create = useCreateFromTemplate(setFailure);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The modal sits inside the creation page's form in React's tree: its submit stays here.
    event.stopPropagation();
    if (create.isPending) return;
    if (!name.trim()) {
      setNameError(t.modal.nameRequired);
      return;
    }
    setFailure(undefined);
    create.mutate({ templateId: template.id, name: name.trim(), type: channel });
  }

  return (
    <Modal
      opened
      onClose={create.isPending ? () => {} : onClose}
      title={t.modal.title({ name: template.name })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t.modal.name}
            required
            maxLength={100}
            data-autofocus
            value={name}
            error={nameError}
            disabled={create.isPending}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(undefined);
            }}
          />
          <NativeSelect
            label={t.modal.channel}
            description={t.modal.channelHelp}
            data={chatbotLabels.typeOptions}
            value={channel}
            disabled={create.isPending}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isChatbotType(value)) setChannel(value);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t.modal.cancel}
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {t.modal.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
