import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconMessages, IconSettings } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { InboxList } from '../../features/inbox/InboxList';
import { inboxPath } from '../../features/inbox/inboxPaths';
import { inboxTexts } from '../../features/inbox/inboxTexts';
import { useInboxUrlState } from '../../features/inbox/useInboxUrlState';
import { InboxConversationPane } from '../../features/inboxConversation/InboxConversationPane';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import classes from './InboxPage.module.css';

/**
 * The team inbox (/dashboard/inbox and /dashboard/inbox/:conversationId): the list of the
 * workspace's conversations beside the open one (which has its own details column from 1200 px).
 * On a phone, the list alone, or the conversation full screen with its way back to the list as it
 * was (the same view, filters and scroll: the list stays mounted, hidden).
 */
export function InboxPage() {
  const { conversationId } = useParams();
  const { query } = useInboxUrlState();
  return (
    <div className={classes.layout} data-open={conversationId ? true : undefined}>
      <div className={classes.list}>
        <InboxList selectedId={conversationId} />
      </div>
      <div className={classes.pane}>
        {conversationId ? (
          <InboxConversationPane
            key={conversationId}
            conversationId={conversationId}
            backTo={inboxPath(query)}
          />
        ) : (
          <NoConversationOpen />
        )}
      </div>
    </div>
  );
}

/** Nothing open (a wide screen): what to do, and the inbox's other pages within reach. */
function NoConversationOpen() {
  const page = useTexts(inboxTexts).page;
  const t = page.choose;
  const canReadTimes = useCan('inbox.responseTimes');
  return (
    <Center h="100%" p="xl">
      <Stack align="center" gap="xs" maw={360} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMessages size={32} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.text}
        </Text>
        <Group gap="xs" justify="center" mt="sm">
          <Button
            component={Link}
            to="/dashboard/inbox/settings"
            variant="default"
            size="xs"
            leftSection={<IconSettings size={14} aria-hidden />}
          >
            {page.settings}
          </Button>
          {canReadTimes && (
            <Button
              component={Link}
              to="/dashboard/inbox/reports"
              variant="default"
              size="xs"
              leftSection={<IconChartBar size={14} aria-hidden />}
            >
              {page.reports}
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
