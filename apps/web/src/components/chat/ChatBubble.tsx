import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHeadset, IconRefresh, IconSpeakerphone } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { commonTexts } from '../commonTexts';
import classes from './ChatBubble.module.css';
import { formatTime } from './chatDates';
import { conversationTexts } from './conversationTexts';
import { InboundContent } from './InboundContent';
import { MessageStatus } from './MessageStatus';
import type { MessageAction } from './messageAction';
import { readBroadcastMark } from './messageContent';
import { OutboundContent } from './OutboundContent';

interface ChatBubbleProps {
  message: ChatMessage;
  /** The simulator: the message's buttons and list rows can be tapped. */
  interactive?: boolean;
  onAction?: MessageAction;
  /** The conversation screen: a failed outbound message can be sent again. */
  onRetry?: ((message: ChatMessage) => void) | undefined;
}

/**
 * One message: on the left what the end-user sent, on the right what the bot or an agent sent
 * (an agent's reply is marked), with its time and, outbound, its delivery status.
 */
export function ChatBubble({ message, interactive = false, onAction, onRetry }: ChatBubbleProps) {
  const t = useTexts(conversationTexts);
  const retry = useTexts(commonTexts).actions.retry;
  const out = message.direction === 'out';
  const agent = out && message.agent_id !== null;
  const broadcast = readBroadcastMark(message);
  return (
    <div className={classes.row} data-direction={out ? 'out' : 'in'} data-message-id={message.id}>
      <div
        className={classes.bubble}
        data-direction={out ? 'out' : 'in'}
        data-agent={agent || undefined}
        data-failed={message.status === 'failed' || undefined}
      >
        {agent && (
          <Group gap={4} mb={2}>
            <IconHeadset size={12} aria-hidden />
            <Text size="xs" fw={700} c="blue">
              {t.agent}
            </Text>
          </Group>
        )}
        {broadcast && (
          <Group gap={4} mb={2} wrap="nowrap">
            <IconSpeakerphone size={12} aria-hidden />
            <Text size="xs" fw={700} c="grape" data-broadcast-id={broadcast.id} truncate>
              {t.broadcast({ name: broadcast.name })}
            </Text>
          </Group>
        )}
        {out ? (
          <OutboundContent message={message} onAction={interactive ? onAction : undefined} />
        ) : (
          <InboundContent message={message} />
        )}
        <Group gap={4} justify="flex-end" mt={2} wrap="nowrap">
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {formatTime(message.created_at)}
          </Text>
          {out && <MessageStatus status={message.status} error={message.error} />}
        </Group>
        {out && message.status === 'failed' && (
          <Stack gap={2} mt={4} align="flex-end">
            {message.error && (
              <Text size="xs" c="red" ta="right">
                {message.error}
              </Text>
            )}
            {onRetry && !broadcast && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={12} aria-hidden />}
                onClick={() => onRetry(message)}
              >
                {retry}
              </Button>
            )}
          </Stack>
        )}
      </div>
    </div>
  );
}
