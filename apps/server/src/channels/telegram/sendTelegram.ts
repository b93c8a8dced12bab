import { renderTelegramMessages } from '@griot/channels/telegram/renderTelegramMessages';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { RuntimeConfig } from '../../lib/config';
import type { ChannelSender, SendOutcome } from '../../runtime/sendOutcome';
import { callTelegram } from './callTelegram';

export interface TelegramDestination {
  telegramApiUrl: string;
  /** The bot token (the chatbot's stored access token). */
  botToken: string | undefined;
  /** The chat to answer (a private chat's id is the user's id). */
  chatId: string;
}

/**
 * Sends one stored element to Telegram, one Bot API call per rendered part, resuming after
 * `partsSent` parts already accepted. 429, 5xx and no answer are retryable (the backoff is the
 * runtime's, Telegram's retry_after is not waited for); other errors are final. Never throws.
 */
export async function sendTelegram(
  destination: TelegramDestination,
  element: FlowElement,
  partsSent: number,
): Promise<SendOutcome> {
  if (!destination.botToken)
    return {
      kind: 'failed',
      partsSent,
      error: { code: 0, title: 'Not configured', message: 'Chatbot has no Telegram bot token', details: '' },
    };
  const calls = renderTelegramMessages(destination.chatId, { element });
  let externalId: string | undefined;
  let sent = partsSent;
  for (const call of calls.slice(partsSent)) {
    const response = await callTelegram(
      destination.telegramApiUrl,
      destination.botToken,
      call.method,
      call.body,
    );
    if (!response.ok) {
      const error = {
        code: response.code,
        title: 'Telegram error',
        message: response.description.slice(0, 500),
        details: call.method,
      };
      return { kind: response.retryable ? 'retry' : 'failed', error, partsSent: sent };
    }
    if (response.messageId !== undefined) externalId = `${destination.chatId}:${response.messageId}`;
    sent += 1;
  }
  return { kind: 'sent', externalId, partsSent: sent };
}

/** The runtime's Telegram sender: the chatbot's bot token, the chat to answer. */
export function telegramSender(config: Pick<RuntimeConfig, 'telegramApiUrl'>): ChannelSender {
  return (chatbot, message, element, partsSent) =>
    sendTelegram(
      { telegramApiUrl: config.telegramApiUrl, botToken: chatbot.accessToken, chatId: message.to },
      element,
      partsSent,
    );
}
