import {
  Button,
  Center,
  Loader,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { useNow } from '../../lib/useNow';
import { ConversationRow } from './ConversationRow';
import classes from './Conversations.module.css';
import { conversationScreenTexts } from './conversationScreenTexts';
import type { useConversationList } from './useConversationQueries';

interface ConversationListProps {
  chatbotId: string;
  selected: string | undefined;
  search: string;
  onSearch: (value: string) => void;
  /** The simulator's test conversations instead of the customers'. */
  tests: boolean;
  onTests: (tests: boolean) => void;
  list: ReturnType<typeof useConversationList>;
}

/** The left column: the search field and the conversations, the next page loading at the end. */
export function ConversationList({
  chatbotId,
  selected,
  search,
  onSearch,
  tests,
  onTests,
  list,
}: ConversationListProps) {
  const t = useTexts(conversationScreenTexts);
  const now = useNow();
  const rows = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const more = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  return (
    <>
      <div className={classes.header}>
        <SegmentedControl
          fullWidth
          size="xs"
          mb="xs"
          aria-label={t.shownLabel}
          value={tests ? 'tests' : 'customers'}
          onChange={(value) => onTests(value === 'tests')}
          data={[
            { value: 'customers', label: t.customers },
            { value: 'tests', label: t.tests },
          ]}
        />
        <TextInput
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          placeholder={t.search}
          aria-label={t.searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
        />
      </div>
      <ScrollArea flex={1} type="auto" onBottomReached={more}>
        {list.isPending ? (
          <Stack gap="md" p="md" aria-busy="true" aria-label={t.loadingList}>
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} h={56} radius="md" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm" p="md" ta="center">
            {tests && !search ? t.noTests : t.noResults}
          </Text>
        ) : (
          <nav aria-label={t.listLabel}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((conversation) => (
                <li key={conversation.end_user_id}>
                  <ConversationRow
                    conversation={conversation}
                    to={`/dashboard/chat/${chatbotId}/${encodeURIComponent(conversation.usertel)}`}
                    selected={conversation.usertel === selected}
                    now={now}
                  />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <Center p="sm">
                {list.isFetchingNextPage ? (
                  <Loader size="sm" aria-label={t.loadingList} />
                ) : (
                  <Button variant="subtle" size="xs" onClick={more}>
                    {t.loadMore}
                  </Button>
                )}
              </Center>
            )}
          </nav>
        )}
      </ScrollArea>
    </>
  );
}
