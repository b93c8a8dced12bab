import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandTelegram, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { withElement } from '../../../lib/i18n/messageParts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';
import { useChatbotSettingsActions } from './useChatbotSettingsActions';

/**
 * 'Connecter' for a Telegram bot: the server checks the saved token with getMe and points the bot
 * at this chatbot's webhook (setWebhook, with its secret). Shows the bot's @username once known.
 */
export function TelegramConnect({ chatbot, unsaved }: { chatbot: Chatbot; unsaved: boolean }) {
  const t = useTexts(chatbotTexts);
  const connect = useChatbotSettingsActions(chatbot._id).connectTelegram;
  const username = connect.data?.username ?? chatbot.telBot;
  return (
    <Stack gap="sm">
      {username ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t.telegram.connected}>
          <Text size="sm">
            {withElement(
              t.telegram.writeTo,
              'bot',
              <Anchor href={`https://t.me/${encodeURIComponent(username)}`} target="_blank" rel="noopener">
                @{username}
              </Anchor>,
            )}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t.telegram.howTo}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant={username ? 'default' : 'filled'}
          leftSection={
            username ? (
              <IconPlugConnected size={16} aria-hidden />
            ) : (
              <IconBrandTelegram size={16} aria-hidden />
            )
          }
          loading={connect.isPending}
          disabled={!chatbot.access_token_set || unsaved}
          onClick={() => connect.mutate({ id: chatbot._id })}
        >
          {username ? t.telegram.reconnect : t.telegram.connect}
        </Button>
        {(unsaved || !chatbot.access_token_set) && (
          <Text size="xs" c="dimmed">
            {unsaved ? t.telegram.saveFirst : t.telegram.tokenFirst}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
