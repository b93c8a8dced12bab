import type { ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { graphErrorText } from '../../channels/meta/graphErrorReasons';
import { telegramErrorText } from '../../channels/telegram/telegramErrorReasons';
import { INTERRUPTED_SEND_TITLE } from '../../runtime/sendOutcome';

const m = messages.conversations;

/** A send error as stored on a message (runtime/sendOutcome.ts). */
export interface StoredError {
  code?: number;
  title?: string;
  message?: string;
  details?: string;
}

/** Why a message could not be sent, in the language being spoken, from the platform's error code. */
export function sendFailureText(channel: ChatbotType, error: StoredError): string {
  const code = error.code ?? 0;
  if (code === 0 && error.title === INTERRUPTED_SEND_TITLE) return m.sendInterrupted;
  if (code === 0 && error.title === 'Not configured') return m.channelNotConfigured;
  const reason = channel === 'telegram' ? telegramErrorText(code) : graphErrorText(code);
  if (reason) return reason;
  if (code === 0) return m.platformSilent;
  return m.sendFailed({ code });
}
