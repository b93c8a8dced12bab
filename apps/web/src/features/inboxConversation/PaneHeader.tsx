import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconCheck, IconHourglass, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { conversationSubtitle, conversationTitle } from '../../lib/conversationIdentity';
import { formatNumericDateTime } from '../../lib/displayLocale';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import { libTexts } from '../../lib/texts/libTexts';
import { AssigneePicker } from './AssigneePicker';
import classes from './InboxConversation.module.css';
import { inboxConversationTexts } from './inboxConversationTexts';
import { compactSection, ShownFromSmall } from './ShownFromSmall';
import { SnoozeMenu } from './SnoozeMenu';
import { StatusBadge } from './StatusBadge';
import type { useInboxConversationActions } from './useInboxConversationActions';

interface PaneHeaderProps {
  conversation: InboxConversation;
  actions: ReturnType<typeof useInboxConversationActions>;
  backTo: string;
  /** Below 1200 px the details live in a drawer this opens. */
  onShowDetails?: (() => void) | undefined;
}

/**
 * Who the conversation is with, its status, and what a person does with it: resolve (Alt+R),
 * reopen, set pending, snooze, assign (Alt+A assigns to me). The shortcuts work while the pane is
 * shown and the agent is not typing.
 */
export function PaneHeader({ conversation, actions, backTo, onShowDetails }: PaneHeaderProps) {
  const t = useTexts(inboxConversationTexts);
  useTexts(libTexts);
  const me = useSessionUser()?.id;
  const { id, status } = conversation;
  const { setStatus, assign } = actions;
  const busy = setStatus.isPending;
  const title = conversationTitle(conversation);

  const resolve = () => {
    if (status !== 'resolved' && !busy) setStatus.mutate({ id, status: 'resolved' });
  };
  const assignToMe = () => {
    if (me && conversation.assignee?.id !== me && !assign.isPending) assign.mutate({ id, user_id: me });
  };
  // Not from inside a dialog (a template being chosen, the details drawer): its own keys first.
  const outsideDialogs = (action: () => void) => (event: KeyboardEvent) => {
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    action();
  };
  useHotkeys([
    ['alt+R', outsideDialogs(resolve), { usePhysicalKeys: true }],
    ['alt+A', outsideDialogs(assignToMe), { usePhysicalKeys: true }],
  ]);

  return (
    <Stack className={classes.header} gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ActionIcon component={Link} to={backTo} variant="subtle" aria-label={t.backToList} hiddenFrom="md">
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Avatar name={title} color="initials" radius="xl" />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Title order={2} fz="md" lineClamp={1}>
              {title}
            </Title>
            <StatusBadge status={status} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {conversationSubtitle(conversation)} · {conversation.chatbot_name}
            </Text>
            <ChatbotTypeBadge type={conversation.channel} />
          </Group>
          {status === 'snoozed' && conversation.snoozed_until && (
            <Badge size="xs" variant="transparent" color="violet" px={0}>
              {t.header.snoozedUntil({ date: formatNumericDateTime(conversation.snoozed_until) ?? '' })}
            </Badge>
          )}
        </div>
        {onShowDetails && (
          <ActionIcon
            variant="default"
            size="lg"
            ml="auto"
            aria-label={t.header.details}
            title={t.header.details}
            onClick={onShowDetails}
          >
            <IconInfoCircle size={18} />
          </ActionIcon>
        )}
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t.header.actions}>
        <AssigneePicker
          conversation={conversation}
          busy={assign.isPending}
          onAssign={(userId) => assign.mutate({ id, user_id: userId })}
        />
        {status === 'resolved' ? (
          <Button
            size="xs"
            variant="light"
            color="orange"
            title={t.header.reopenTitle}
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={busy}
            onClick={() => setStatus.mutate({ id, status: 'open' })}
          >
            {t.header.reopen}
          </Button>
        ) : (
          <>
            {status !== 'pending' && (
              <Button
                size="xs"
                variant="default"
                title={t.header.pendingTitle}
                aria-label={t.header.pending}
                leftSection={<IconHourglass size={14} aria-hidden />}
                styles={compactSection}
                disabled={busy}
                onClick={() => setStatus.mutate({ id, status: 'pending' })}
              >
                <ShownFromSmall>{t.header.pending}</ShownFromSmall>
              </Button>
            )}
            <SnoozeMenu
              busy={busy}
              onSnooze={(until) =>
                setStatus.mutate({ id, status: 'snoozed', snooze_until: until.toISOString() })
              }
            />
            <Button
              size="xs"
              color="teal"
              variant={status === 'snoozed' ? 'light' : 'filled'}
              title={t.header.resolveTitle}
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={busy}
              onClick={resolve}
            >
              {t.header.resolve}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
