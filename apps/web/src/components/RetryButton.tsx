import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';

/** 'Réessayer' under an error state: calls the failed query again, spinning while it runs. */
export function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const common = useTexts(commonTexts);
  return (
    <Button
      onClick={onRetry}
      loading={retrying}
      variant="light"
      leftSection={<IconRefresh size={16} aria-hidden />}
    >
      {common.actions.retry}
    </Button>
  );
}
