import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';
import { StateCard } from './StateCard';

/** A list's first load: a small spinner and its words, announced as a status. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}

/** A list that could not be read: the screen's title, the failure in words (an alert) and 'Réessayer'. */
export function LoadFailedCard({
  title,
  text,
  onRetry,
}: {
  title: string;
  text: string;
  onRetry: () => void;
}) {
  const common = useTexts(commonTexts);
  return (
    <StateCard icon={<IconAlertTriangle size={30} />} color="red" title={title} text={text} role="alert">
      <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        {common.actions.retry}
      </Button>
    </StateCard>
  );
}
