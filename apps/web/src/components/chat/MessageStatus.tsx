import { Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { conversationTexts as t } from './conversationTexts';

/** The delivery ticks of an outbound message; a failure shows its error in a tooltip. */
export function MessageStatus({ status, error }: { status: string; error?: string | null }) {
  const label = t.status[status];
  if (!label) return null;
  const common = { size: 14, role: 'img', 'aria-label': label, 'data-status': status } as const;
  switch (status) {
    case 'queued':
      return <IconClock {...common} color="var(--mantine-color-dimmed)" />;
    case 'sent':
      return <IconCheck {...common} color="var(--mantine-color-dimmed)" />;
    case 'delivered':
      return <IconChecks {...common} color="var(--mantine-color-dimmed)" />;
    case 'read':
      return <IconChecks {...common} color="var(--mantine-color-blue-filled)" />;
    case 'failed':
      return (
        <Tooltip
          label={error || label}
          withArrow
          multiline
          maw={280}
          events={{ hover: true, focus: true, touch: true }}
        >
          <IconAlertCircle
            {...common}
            aria-label={error ? `${label} : ${error}` : label}
            color="var(--mantine-color-red-filled)"
            tabIndex={0}
          />
        </Tooltip>
      );
    default:
      return null;
  }
}
