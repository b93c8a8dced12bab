import { messengerSender } from '../channels/messenger/sendMessenger';
import { telegramSender } from '../channels/telegram/sendTelegram';
import { whatsAppSender } from '../channels/whatsapp/sendWhatsApp';
import type { RuntimeConfig } from '../lib/config';
import type { ChannelSenders } from '../runtime/sendOutcome';

/**
 * What the runtime sends with, one sender per platform. The web chat has none: its visitor reads
 * the replies from the transcript.
 */
export function channelSenders(config: RuntimeConfig): ChannelSenders {
  return {
    whatsapp: whatsAppSender(config),
    messenger: messengerSender(config),
    telegram: telegramSender(config),
  };
}
