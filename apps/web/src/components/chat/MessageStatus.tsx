import { Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { conversationTexts } from './conversationTexts';

const STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status => STATUSES.some((status) => status === value);

/** The delivery ticks of an outbound message; a failure shows its error in a tooltip. */
export function MessageStatus({ status, error }: { status: string; error?: string | null }) {
  const t = useTexts(conversationTexts);
  if (!isStatus(status)) return null;
  const label = t.status[status];
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
            aria-label={error ? t.failedWithError({ error }) : label}
            color="var(--mantine-color-red-filled)"
            tabIndex={0}
          />
        </Tooltip>
      );
    default:
      return null;
  }
}
