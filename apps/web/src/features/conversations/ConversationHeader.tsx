import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { ActionIcon, Avatar, Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHandStop, IconPlayerPause, IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { conversationSubtitle, conversationTitle } from '../../lib/conversationIdentity';
import { useTexts } from '../../lib/i18n/useTexts';
import { libTexts } from '../../lib/texts/libTexts';
import classes from './Conversations.module.css';
import { conversationScreenTexts } from './conversationScreenTexts';
import { useConversationActions } from './useConversationActions';

interface ConversationHeaderProps {
  chatbotId: string;
  conversation: ConversationSummary;
  /** Small screens: the way back to the list. */
  backTo?: string;
  /** The chatbot the conversation is with: an agent answering for several bots must know which. */
  botName?: string | undefined;
}

/** Who the conversation is with, and the human takeover controls. */
export function ConversationHeader({ chatbotId, conversation, backTo, botName }: ConversationHeaderProps) {
  const t = useTexts(conversationScreenTexts);
  // The visitor's name and the widget's come from lib's texts.
  useTexts(libTexts);
  const { takeOver, handBack } = useConversationActions(chatbotId);
  // Outside 'resolved' a person has the conversation and the bot is silent.
  const paused = conversation.status !== 'resolved';
  const title = conversationTitle(conversation);
  const params = { chatbotId, usertel: conversation.usertel };
  // One of the two at a time: either pending keeps both buttons busy.
  const toggling = takeOver.isPending || handBack.isPending;

  return (
    <Group className={classes.header} justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" aria-label={t.backToList}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Avatar name={title} color="initials" radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="md" lineClamp={1}>
            {title}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {conversationSubtitle(conversation)}
              {botName ? ` · ${botName}` : ''}
            </Text>
            <ChatbotTypeBadge type={conversation.channel} />
          </Group>
        </div>
      </Group>
      <Group gap="xs">
        {paused && (
          <Badge color="orange" variant="light" leftSection={<IconPlayerPause size={12} aria-hidden />}>
            {t.botPaused}
          </Badge>
        )}
        {paused ? (
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconRobot size={14} />}
            loading={toggling}
            onClick={() => handBack.mutate(params)}
          >
            {t.handBack}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconHandStop size={14} />}
            loading={toggling}
            onClick={() => takeOver.mutate(params)}
          >
            {t.takeOver}
          </Button>
        )}
      </Group>
    </Group>
  );
}
