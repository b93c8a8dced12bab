import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { serverRefusal } from './serverRefusal';

interface LoadStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  empty?: boolean;
  emptyIcon?: ReactNode;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** A tab's loading, error (with the server's words and a retry) and empty states, else its content. */
export function LoadState({
  query,
  loading,
  empty,
  emptyIcon,
  emptyTitle,
  emptyText,
  emptyAction,
  children,
}: LoadStateProps) {
  const t = useTexts(inboxSettingsTexts);
  const common = useTexts(commonTexts);
  if (query.isPending)
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" />
        <Text>{loading}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <StateCard
        icon={<IconAlertTriangle size={30} />}
        color="red"
        title={t.loadFailed}
        text={serverRefusal(query.error, common.states.checkConnection).message}
        role="alert"
      >
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => query.refetch()}
        >
          {common.actions.retry}
        </Button>
      </StateCard>
    );
  if (empty)
    return (
      <StateCard icon={emptyIcon} color="griot" title={emptyTitle ?? ''} text={emptyText ?? ''} role="status">
        {emptyAction}
      </StateCard>
    );
  return <>{children}</>;
}
