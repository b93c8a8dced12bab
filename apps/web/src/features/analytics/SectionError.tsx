import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StateCard } from '../../components/StateCard';

/** A section of the screen (funnel, GRIOT IA) whose own figures did not come: say so, offer to retry. */
export function SectionError({
  title,
  text,
  retryLabel,
  onRetry,
  retrying,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StateCard icon={<IconAlertTriangle size={32} />} color="red" title={title} text={text} role="alert">
      <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </StateCard>
  );
}
