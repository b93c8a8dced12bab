import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { Avatar, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { formatRelative } from '../../components/chat/chatDates';
import { conversationTitle } from '../../lib/conversationIdentity';
import { useTexts } from '../../lib/i18n/useTexts';
import { libTexts } from '../../lib/texts/libTexts';
import classes from './Conversations.module.css';
import { conversationScreenTexts } from './conversationScreenTexts';

interface ConversationRowProps {
  conversation: ConversationSummary;
  to: string;
  selected: boolean;
  now: number;
}

/** One conversation of the list: who, on which channel, the last message, when, unread, paused. */
export function ConversationRow({ conversation, to, selected, now }: ConversationRowProps) {
  const t = useTexts(conversationScreenTexts);
  // The time column and the visitor's name come from lib's texts.
  useTexts(libTexts);
  const title = conversationTitle(conversation);
  const paused = conversation.status !== 'resolved';
  const unread = selected ? 0 : conversation.unread_count;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.row}
      data-selected={selected || undefined}
      aria-current={selected ? 'page' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar name={title} color="initials" radius="xl" size={40} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread > 0 ? 700 : 600} truncate>
              {title}
            </Text>
            <Text size="xs" c={unread > 0 ? 'teal' : 'dimmed'} style={{ flexShrink: 0 }}>
              {conversation.last_message_at && (
                <time dateTime={conversation.last_message_at}>
                  {formatRelative(conversation.last_message_at, now)}
                </time>
              )}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between" mt={2}>
            <Text size="xs" c="dimmed" truncate>
              {conversation.last_message_preview}
            </Text>
            {unread > 0 && (
              <Badge
                size="sm"
                circle
                color="teal"
                aria-label={t.unread({ count: unread })}
                style={{ flexShrink: 0 }}
              >
                {unread > 99 ? '99+' : unread}
              </Badge>
            )}
          </Group>
          <Group gap={6} mt={4}>
            <ChatbotTypeBadge type={conversation.channel} />
            {conversation.is_test && (
              <Badge size="sm" variant="light" color="grape" radius="sm">
                {t.testBadge}
              </Badge>
            )}
            {paused && (
              <Badge
                size="sm"
                variant="light"
                color="orange"
                radius="sm"
                leftSection={<IconPlayerPause size={10} aria-hidden />}
                title={t.pausedTitle}
              >
                {t.paused}
              </Badge>
            )}
          </Group>
        </div>
      </Group>
    </UnstyledButton>
  );
}
