import { CHATBOT_PAGE_SIZE } from '@griot/contract/constants';
import { Badge, Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionExpiry } from '../../lib/useSessionExpiry';
import { useCan } from '../../lib/workspaceRole';
import { ChatbotCard } from './ChatbotCard';
import { ChatbotGridSkeleton } from './ChatbotGridSkeleton';
import { ChatbotListEmpty } from './ChatbotListEmpty';
import { ChatbotListError } from './ChatbotListError';
import { ChatbotListToolbar } from './ChatbotListToolbar';
import { chatbotTexts } from './chatbotTexts';
import { type ChatbotSort, type ChatbotStatusFilter, selectVisibleChatbots } from './selectVisibleChatbots';
import { useChatbotList } from './useChatbotList';
import { useRevealOnScroll } from './useRevealOnScroll';

/** /dashboard/chatbots: the account's chatbots as cards, searchable, filterable, sortable. */
export function ChatbotListPage() {
  const t = useTexts(chatbotTexts);
  const list = useChatbotList();
  const expireSession = useSessionExpiry();
  const canCreate = useCan('chatbots.create');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ChatbotStatusFilter>('all');
  const [sort, setSort] = useState<ChatbotSort>('recent');
  const [limit, setLimit] = useState(CHATBOT_PAGE_SIZE);
  const deferredSearch = useDeferredValue(search);

  const visible = useMemo(
    () => selectVisibleChatbots(list.chatbots, { search: deferredSearch, status, sort, limit }),
    [list.chatbots, deferredSearch, status, sort, limit],
  );
  const showMore = useCallback(() => setLimit((current) => current + CHATBOT_PAGE_SIZE), []);
  const sentinel = useRevealOnScroll<HTMLDivElement>(visible.hasMore, showMore);
  const filtered = search.trim() !== '' || status !== 'all';

  // A new search, filter or order starts again from the first six cards.
  function changeView(apply: () => void) {
    apply();
    setLimit(CHATBOT_PAGE_SIZE);
  }

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Group gap="sm" align="center">
            <Title order={2}>{t.list.title}</Title>
            {!list.loading && !list.error && (
              <Badge
                variant="light"
                size="lg"
                radius="sm"
                aria-label={t.list.total({ count: list.chatbots.length })}
              >
                {formatNumber(list.chatbots.length)}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm" mt={4}>
            {t.list.intro}
          </Text>
        </div>
        {canCreate && (
          <Button
            component={Link}
            to="/dashboard/chatbots/create"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t.list.newChatbot}
          </Button>
        )}
      </Group>

      <ChatbotListToolbar
        search={search}
        status={status}
        sort={sort}
        onSearchChange={(value) => changeView(() => setSearch(value))}
        onStatusChange={(value) => changeView(() => setStatus(value))}
        onSortChange={(value) => changeView(() => setSort(value))}
      />

      {list.error ? (
        <ChatbotListError message={list.error} onRetry={list.retry} onReconnect={() => expireSession()} />
      ) : list.loading ? (
        <ChatbotGridSkeleton />
      ) : visible.items.length === 0 ? (
        <ChatbotListEmpty
          filtered={filtered && list.chatbots.length > 0}
          onResetFilters={() =>
            changeView(() => {
              setSearch('');
              setStatus('all');
            })
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {(filtered ? t.list.shownFiltered : t.list.shown)({
              shown: formatNumber(visible.items.length),
              total: visible.matching,
              totalText: formatNumber(visible.matching),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {visible.items.map((chatbot) => (
              <ChatbotCard key={chatbot._id} chatbot={chatbot} />
            ))}
          </SimpleGrid>
          <div ref={sentinel} aria-hidden style={{ height: 1 }} />
          {visible.hasMore && (
            <Center>
              <Button
                variant="default"
                onClick={showMore}
                rightSection={<IconChevronDown size={16} aria-hidden />}
              >
                {t.list.showMore}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
