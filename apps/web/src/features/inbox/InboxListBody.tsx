import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconSearch } from '@tabler/icons-react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { InboxRows } from './InboxRows';
import { inboxTexts } from './inboxTexts';
import { activeFilterCount, type InboxListState } from './inboxUrlState';

interface InboxListBodyProps {
  state: InboxListState;
  list: Pick<
    UseInfiniteQueryResult,
    'isPending' | 'isError' | 'isPlaceholderData' | 'hasNextPage' | 'isFetchingNextPage' | 'refetch'
  > & { fetchNextPage: () => unknown };
  rows: readonly InboxConversation[];
  selectedId: string | undefined;
  linkFor: (id: string) => string;
  onClearFilters: () => void;
  onClearSearch: () => void;
}

/** What the active view shows: skeleton rows, the failure with 'Réessayer', its empty state, or the rows. */
export function InboxListBody({
  state,
  list,
  rows,
  selectedId,
  linkFor,
  onClearFilters,
  onClearSearch,
}: InboxListBodyProps) {
  const t = useTexts(inboxTexts).list;
  const common = useTexts(commonTexts);
  if (list.isPending)
    return (
      <Stack gap={0} aria-busy="true" aria-label={t.loading} role="status">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Group key={key} gap="sm" wrap="nowrap" px="md" py={12} align="flex-start">
            <Skeleton h={40} w={40} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="60%" />
              <Skeleton h={10} w="90%" />
              <Skeleton h={10} w="40%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  if (list.isError && rows.length === 0)
    return (
      <Box p="md">
        <StateCard
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={t.failed}
          text={common.states.checkConnection}
          role="alert"
        >
          <Button variant="light" color="red" onClick={() => void list.refetch()}>
            {common.actions.retry}
          </Button>
        </StateCard>
      </Box>
    );
  if (rows.length === 0) {
    const filtered = activeFilterCount(state.filters) > 0 || state.search.trim() !== '';
    if (filtered)
      return (
        <Box p="md">
          <StateCard
            icon={<IconSearch size={32} />}
            color="gray"
            title={t.empty.filtered.title}
            text={t.empty.filtered.text}
            role="status"
          >
            <Button
              variant="light"
              onClick={() => {
                onClearFilters();
                onClearSearch();
              }}
            >
              {inboxTexts.filters.clear}
            </Button>
          </StateCard>
        </Box>
      );
    const empty = t.empty[state.view];
    return (
      <Box p="md">
        <StateCard
          icon={<IconInbox size={32} />}
          color="gray"
          title={empty.title}
          text={empty.text}
          role="status"
        />
      </Box>
    );
  }
  return (
    <InboxRows
      rows={rows}
      selectedId={selectedId}
      linkFor={linkFor}
      hasNextPage={list.hasNextPage}
      fetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={() => void list.fetchNextPage()}
      stale={list.isPlaceholderData}
    />
  );
}
