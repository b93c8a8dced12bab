import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import type { VariableDraft } from './variableDrafts';
import { variablesTexts } from './variablesTexts';

interface DeleteVariableModalProps {
  /** The variable to delete; null keeps the modal closed. */
  variable: VariableDraft | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirmation before a local removal, showing which variable goes. */
export function DeleteVariableModal({ variable, onCancel, onConfirm }: DeleteVariableModalProps) {
  const t = useTexts(variablesTexts);
  const actions = useTexts(commonTexts).actions;
  return (
    <Modal opened={variable !== null} onClose={onCancel} title={t.deleteTitle} centered radius="lg">
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
          <Row label={t.idLabel} value={variable?.id.trim() ?? ''} mono />
          <Row label={t.slugLabel} value={variable?.slug.trim() ?? ''} />
        </Paper>
        <div>
          <Text size="sm">{t.deleteQuestion}</Text>
          <Text size="sm" c="red" fw={500}>
            {t.deleteWarning}
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {actions.cancel}
          </Button>
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onConfirm}>
            {actions.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const t = useTexts(variablesTexts);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={120}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={600}
        ff={mono && value ? 'monospace' : undefined}
        c={value ? undefined : 'dimmed'}
        truncate
      >
        {value || t.emptyValue}
      </Text>
    </Group>
  );
}
