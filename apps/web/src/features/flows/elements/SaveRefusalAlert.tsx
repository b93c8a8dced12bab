import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { Alert, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { logicTexts } from './editors/logic/logicTexts';
import { elementLabel } from './elementTexts';

interface SaveRefusalAlertProps {
  message: string | null;
  /** The element the refusal is about, when it names one. */
  element?: { position: number; element: FlowElement } | null;
}

/**
 * Why the server refused the last change (an undeclared variable, an order on a text, a loop…),
 * above the elements until a save goes through: the change is on screen but not saved.
 */
export function SaveRefusalAlert({ message, element }: SaveRefusalAlertProps) {
  const t = useTexts(logicTexts).refusal;
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconBan size={18} aria-hidden />} title={t.title}>
      <Text size="sm">
        {element
          ? t.element({ position: element.position, label: elementLabel(element.element.type), message })
          : message}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t.hint}
      </Text>
    </Alert>
  );
}

/** The refusal again on the element's own card, where the fix is made. */
export function RefusalMark({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" p="xs" mb="xs" icon={<IconBan size={16} aria-hidden />}>
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
