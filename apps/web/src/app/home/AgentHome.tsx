import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { Button, Card, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessages, IconRobotOff } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChatbotAvatar } from '../../components/ChatbotAvatar';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { InboxHomeCard } from '../../features/inbox/InboxHomeCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { useCan } from '../../lib/workspaceRole';
import { homeTexts } from './homeTexts';

/** The conversations read to count the unread ones: the most recent, as the conversation list shows them. */
const UNREAD_WINDOW = 100;

/**
 * The home of a member who answers conversations (an agent): each chatbot of the workspace with
 * its unread conversations and the way to them, those waiting first.
 */
export function AgentHome() {
  const t = useTexts(homeTexts);
  const common = useTexts(commonTexts);
  const inbox = useCan('inbox.counts');
  const chatbots = useQuery(orpc.chatbots.list.queryOptions({ select: (result) => result.chatbots }));
  const unread = useQueries({
    queries: (chatbots.data ?? []).map((chatbot) =>
      orpc.conversations.list.queryOptions({
        input: { chatbotId: chatbot._id, limit: UNREAD_WINDOW },
        select: (result) => result.conversations.filter((row) => row.unread_count > 0).length,
      }),
    ),
  });

  if (chatbots.isError)
    return (
      <StateCard
        icon={<IconRobotOff size={32} />}
        color="red"
        title={t.failed}
        text={common.states.checkConnection}
        role="alert"
      >
        <Button variant="light" color="red" onClick={() => void chatbots.refetch()}>
          {common.actions.retry}
        </Button>
      </StateCard>
    );

  const list = chatbots.data ?? [];
  const rows = list
    .map((chatbot, index) => ({ chatbot, unread: unread[index] }))
    .sort((a, b) => (b.unread?.data ?? 0) - (a.unread?.data ?? 0));

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
      </div>
      {/* The team inbox first: conversations waiting for a person, across every chatbot. */}
      {inbox && <InboxHomeCard />}
      {chatbots.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy aria-label={t.loading}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={140} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <StateCard icon={<IconMessages size={32} />} color="gray" title={t.empty.title} text={t.empty.text} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rows.map(({ chatbot, unread: count }) => (
            <ChatbotConversationsCard
              key={chatbot._id}
              chatbot={chatbot}
              unread={count?.data}
              unreadState={count?.isError ? 'error' : count?.isPending ? 'loading' : 'ready'}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ChatbotConversationsCard({
  chatbot,
  unread,
  unreadState,
}: {
  chatbot: ChatbotListItem;
  unread: number | undefined;
  unreadState: 'loading' | 'error' | 'ready';
}) {
  const t = useTexts(homeTexts);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={chatbot.bot_name}>
      <Stack gap="md" h="100%" justify="space-between">
        <Group gap="md" wrap="nowrap" miw={0}>
          <ChatbotAvatar avatar={chatbot.avatar} name={chatbot.bot_name} size={44} />
          <Stack gap={4} miw={0} align="flex-start">
            <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {chatbot.bot_name}
            </Text>
            <ChatbotTypeBadge type={chatbot.type} />
          </Stack>
        </Group>
        {unreadState === 'loading' ? (
          <Loader size="xs" aria-label={t.unreadLoading} />
        ) : (
          <Text size="sm" fw={unread ? 700 : undefined} c={unread ? undefined : 'dimmed'}>
            {unreadState === 'error' ? t.unreadFailed : t.unread({ count: unread ?? 0 })}
          </Text>
        )}
        <Button
          component={Link}
          to={`/dashboard/chat/${chatbot._id}`}
          leftSection={<IconMessages size={16} aria-hidden />}
          variant={unread ? 'filled' : 'light'}
          aria-label={t.openOf({ name: chatbot.bot_name })}
          fullWidth
        >
          {t.open}
        </Button>
      </Stack>
    </Card>
  );
}
