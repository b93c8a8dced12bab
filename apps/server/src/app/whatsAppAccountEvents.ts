import type { WhatsAppAccountEvent } from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import type { Database } from '@griot/db/openDatabase';
import { applyNumberEvents } from '../features/broadcasts/protection/applyNumberEvents';
import { applyTemplateEvents } from '../features/whatsappTemplates/applyTemplateEvents';

/**
 * A WhatsApp webhook's account-level changes handed to the features that read them: the templates
 * (their review and quality) and the campaigns' protection of the number. One after the other: a
 * template paused by Meta is first recorded, then the campaigns sending it are paused.
 */
export async function applyWhatsAppAccountEvents(
  db: Database,
  chatbotId: string,
  events: readonly WhatsAppAccountEvent[],
): Promise<void> {
  await applyTemplateEvents(db, chatbotId, events);
  await applyNumberEvents(db, chatbotId, events);
}
