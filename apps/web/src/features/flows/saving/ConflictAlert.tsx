import { messages } from '@griot/contract/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';

/** A save refused with 409: reload the stored block, or overwrite it with this version. */
export function ConflictAlert({ onReload, onOverwrite }: { onReload: () => void; onOverwrite: () => void }) {
  const t = useTexts(flowTexts);
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
      <Text size="sm" mb="xs">
        {messages.flows.revisionConflict}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onReload}>
          {t.reload}
        </Button>
        <Button size="xs" color="orange" onClick={onOverwrite}>
          {t.overwrite}
        </Button>
      </Group>
    </Alert>
  );
}
