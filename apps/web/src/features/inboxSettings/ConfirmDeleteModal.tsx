import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxSettingsTexts } from './inboxSettingsTexts';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  text: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The yes-or-no before deleting a canned response or a label (both take effect at once). */
export function ConfirmDeleteModal({
  opened,
  title,
  text,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const common = useTexts(commonTexts);
  const t = useTexts(inboxSettingsTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
            {t.confirmDelete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
