import { AGENT_REPLY_MAX } from '@griot/contract/conversations/conversationSchemas';
import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { failureText } from '../../components/chat/failureText';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './Conversations.module.css';
import { conversationScreenTexts } from './conversationScreenTexts';
import { useConversationActions } from './useConversationActions';

interface ReplyComposerProps {
  chatbotId: string;
  usertel: string;
  disabled?: boolean;
}

/** The agent's reply box: Enter sends, Shift+Enter goes to the line, Escape leaves the field. */
export function ReplyComposer({ chatbotId, usertel, disabled = false }: ReplyComposerProps) {
  const t = useTexts(conversationScreenTexts);
  const close = useTexts(commonTexts).actions.close;
  const { reply } = useConversationActions(chatbotId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const trimmed = text.trim();
  const canSend = !disabled && !reply.isPending && trimmed.length > 0 && text.length <= AGENT_REPLY_MAX;
  const send = () => {
    if (!canSend) return;
    reply.mutate(
      { chatbotId, usertel, text: trimmed },
      {
        onSuccess: () => {
          setText('');
          setError(null);
        },
        onError: (failure) => setError(failureText(failure, t.sendFailed)),
      },
    );
  };

  return (
    <form
      className={classes.footer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {error && (
        <Alert
          color="red"
          mb="xs"
          role="alert"
          withCloseButton
          onClose={() => setError(null)}
          closeButtonLabel={close}
        >
          {error}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          flex={1}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.currentTarget.blur();
            } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={t.composerPlaceholder}
          aria-label={t.composerLabel}
          aria-describedby="reply-composer-hint"
          autosize
          minRows={1}
          maxRows={6}
          maxLength={AGENT_REPLY_MAX}
          disabled={disabled}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={16} />}
          disabled={!canSend}
          loading={reply.isPending}
        >
          {t.send}
        </Button>
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed" id="reply-composer-hint">
          {t.composerHint}
        </Text>
        <Text size="xs" c={text.length >= AGENT_REPLY_MAX ? 'red' : 'dimmed'} aria-live="polite">
          {text.length} / {AGENT_REPLY_MAX}
        </Text>
      </Group>
    </form>
  );
}
