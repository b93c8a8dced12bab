import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { flowTexts } from '../flowTexts';

/** A save refused with 409: reload the stored block, or overwrite it with this version. */
export function ConflictAlert({ onReload, onOverwrite }: { onReload: () => void; onOverwrite: () => void }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
      <Text size="sm" mb="xs">
        {flowTexts.conflict}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onReload}>
          {flowTexts.reload}
        </Button>
        <Button size="xs" color="orange" onClick={onOverwrite}>
          {flowTexts.overwrite}
        </Button>
      </Group>
    </Alert>
  );
}
