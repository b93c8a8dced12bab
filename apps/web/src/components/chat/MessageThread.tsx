import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { ChatBubble } from './ChatBubble';
import classes from './ChatBubble.module.css';
import { dayKey, dayLabel } from './chatDates';
import { conversationTexts } from './conversationTexts';
import type { MessageAction } from './messageAction';

interface MessageThreadProps {
  messages: readonly ChatMessage[];
  interactive?: boolean;
  onAction?: MessageAction;
  onRetry?: ((message: ChatMessage) => void) | undefined;
}

/** The messages in order, with a separator at the start of each day. */
export function MessageThread({ messages, interactive, onAction, onRetry }: MessageThreadProps) {
  // The day separators are read from the texts: a language switch renders them again.
  useTexts(conversationTexts);
  return (
    <Stack gap={6}>
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newDay = !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Text component="h3" className={classes.separator} fw={400}>
                {dayLabel(message.created_at)}
              </Text>
            )}
            <ChatBubble message={message} interactive={interactive} onAction={onAction} onRetry={onRetry} />
          </Fragment>
        );
      })}
    </Stack>
  );
}
