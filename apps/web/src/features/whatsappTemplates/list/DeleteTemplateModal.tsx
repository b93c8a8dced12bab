import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { commonTexts } from '../../../components/commonTexts';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { languageLabel } from './templateLabels';

interface DeleteTemplateModalProps {
  accountId: string;
  template: WhatsAppTemplate;
  /** Every template of the account: Meta deletes by name, so every language of it goes. */
  all: WhatsAppTemplate[];
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirmation before a delete, saying that Meta deletes the name in every language. */
export function DeleteTemplateModal({
  accountId,
  template,
  all,
  onClose,
  onDeleted,
}: DeleteTemplateModalProps) {
  const t = useTexts(whatsappTemplatesTexts);
  const common = useTexts(commonTexts);
  const d = t.deleteModal;
  const languages = all
    .filter((other) => other.name === template.name)
    .map((other) => languageLabel(other.language))
    .join(', ');
  const remove = useMutation({
    mutationFn: () => orpc.whatsappTemplates.remove.call({ id: accountId, templateId: template.id }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: d.done({ name: template.name }) });
      onDeleted();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={d.title({ name: template.name })}
      radius="lg"
      size="md"
      closeButtonProps={{ 'aria-label': common.actions.close }}
    >
      <Stack gap="md">
        <Text size="sm">{d.text({ languages })}</Text>
        {remove.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {apiFailureMessage(classifyApiError(remove.error), d.failed)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.builder.cancel}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {d.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
