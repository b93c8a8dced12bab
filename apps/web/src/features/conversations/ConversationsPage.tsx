import { Button, Center, Group, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle, IconMessages, IconRobotOff } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { ConversationList } from './ConversationList';
import { ConversationLoadFailure } from './ConversationLoadFailure';
import { ConversationPanel } from './ConversationPanel';
import classes from './Conversations.module.css';
import { conversationScreenTexts } from './conversationScreenTexts';
import { useConversationEvents } from './useConversationEvents';
import { useConversationList } from './useConversationQueries';

/**
 * The conversation screen at /dashboard/chat/:chatbotId[/:usertel]: the conversations on the
 * left, the selected one's messages and the reply box on the right, kept live by the server's events.
 */
export function ConversationsPage() {
  const t = useTexts(conversationScreenTexts);
  const { chatbotId = '', usertel: rawUsertel } = useParams();
  const usertel = rawUsertel || undefined;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [tests, setTests] = useState(false);
  const list = useConversationList(chatbotId, debouncedSearch, tests);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  // Testing the chatbot is the flow editor's: an agent is not offered it.
  const canTest = useCan('flows.tree');

  const markOpenRead = useRef<(() => void) | null>(null);
  const registerMarkRead = useCallback((markRead: (() => void) | null) => {
    markOpenRead.current = markRead;
  }, []);
  useConversationEvents(chatbotId, usertel, () => markOpenRead.current?.());

  const base = `/dashboard/chat/${chatbotId}`;

  if (list.isError && !list.data)
    return (
      <ConversationLoadFailure
        error={list.error}
        notFoundIcon={<IconRobotOff size={32} />}
        notFoundTitle={t.chatbotNotFound}
        failedTitle={t.loadFailedTitle}
        onRetry={() => void list.refetch()}
      />
    );

  const noConversationYet =
    list.isSuccess &&
    !debouncedSearch &&
    !search &&
    !tests &&
    !usertel &&
    list.data.pages.every((page) => page.conversations.length === 0);
  if (noConversationYet)
    return (
      <StateCard
        icon={<IconMessages size={32} />}
        color="teal"
        title={t.emptyTitle}
        text={t.emptyText}
        role="status"
      >
        <Group justify="center" gap="sm">
          {canTest && (
            <Button component={Link} to={`/dashboard/chatbots/${chatbotId}/playground`} variant="light">
              {t.testBot}
            </Button>
          )}
          <Button variant="subtle" onClick={() => setTests(true)}>
            {t.showTests}
          </Button>
        </Group>
      </StateCard>
    );

  const showList = !narrow || !usertel;
  const showPanel = !narrow || Boolean(usertel);
  return (
    <div className={classes.layout}>
      {showList && (
        <aside className={classes.sidebar} aria-label={t.listLabel}>
          <ConversationList
            chatbotId={chatbotId}
            selected={usertel}
            search={search}
            onSearch={setSearch}
            tests={tests}
            onTests={setTests}
            list={list}
          />
        </aside>
      )}
      {showPanel && (
        <section className={classes.panel} aria-label={usertel ?? t.noSelectionTitle}>
          {usertel ? (
            <ConversationPanel
              key={usertel}
              chatbotId={chatbotId}
              usertel={usertel}
              backTo={narrow ? base : undefined}
              registerMarkRead={registerMarkRead}
            />
          ) : (
            <Center flex={1} p="md">
              <Stack maw={420}>
                <StateCard
                  icon={<IconMessageCircle size={32} />}
                  color="gray"
                  title={t.noSelectionTitle}
                  text={t.noSelectionText}
                />
              </Stack>
            </Center>
          )}
        </section>
      )}
    </div>
  );
}
