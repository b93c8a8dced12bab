import type { WhatsAppAccountEvent } from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import type { Database } from '@griot/db/openDatabase';

/**
 * A template's review and quality as Meta's webhook reports them (message_template_status_update,
 * message_template_quality_update, template_category_update) applied to our copy of the WABA's
 * templates. Issue 24, part "templates".
 */
export async function applyTemplateEvents(
  _db: Database,
  _chatbotId: string,
  _events: readonly WhatsAppAccountEvent[],
): Promise<void> {}
