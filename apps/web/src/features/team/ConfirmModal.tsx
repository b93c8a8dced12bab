import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what cannot be undone by oneself (removing, leaving). */
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no before a change that takes effect at once: remove a member, hand over, leave. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  danger,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const common = useTexts(commonTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
