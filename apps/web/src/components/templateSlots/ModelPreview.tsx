import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { Paper, Text } from '@mantine/core';

/** A broadcast model as it reads before its placeholders are filled: header, body, footer. */
export function ModelPreview({ model }: { model: Pick<BroadcastModel, 'header' | 'content' | 'footer'> }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      {model.header && (
        <Text fw={600} size="sm">
          {model.header}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {model.content}
      </Text>
      {model.footer && (
        <Text size="xs" c="dimmed">
          {model.footer}
        </Text>
      )}
    </Paper>
  );
}
