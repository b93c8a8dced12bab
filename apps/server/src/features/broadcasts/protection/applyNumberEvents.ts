import type { WhatsAppAccountEvent } from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import type { Database } from '@griot/db/openDatabase';

/**
 * The number's standing as Meta's webhook reports it (phone_number_quality_update, account_update,
 * a template's quality dropping): kept on the WhatsApp account, and the campaigns it endangers
 * paused with their reason. Issue 24, part "protection".
 */
export async function applyNumberEvents(
  _db: Database,
  _chatbotId: string,
  _events: readonly WhatsAppAccountEvent[],
): Promise<void> {}
