import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { formatPhone } from './formatPhone';
import { libTexts } from './texts/libTexts';

type Identity = Pick<ConversationSummary, 'name' | 'usertel' | 'phone' | 'channel'>;

/**
 * The name an agent reads for a conversation: the end-user's own, else a readable one. A web
 * visitor without a name is 'Visiteur 4F2A' (the end of its id, stable across visits), never the
 * raw 'web-…' id; a WhatsApp number is written as people write it.
 */
export function conversationTitle(conversation: Identity): string {
  const name = conversation.name.trim();
  if (name) return name;
  if (conversation.channel === 'web')
    return libTexts.conversationIdentity.webVisitor({ suffix: conversation.usertel.slice(-4).toUpperCase() });
  return conversationSubtitle(conversation);
}

/** The line under the name: the phone number formatted, else the channel identity. */
export function conversationSubtitle(conversation: Identity): string {
  const phone = formatPhone(
    conversation.phone || (conversation.channel === 'whatsapp' ? conversation.usertel : ''),
  );
  if (phone) return phone;
  if (conversation.channel === 'web') return libTexts.conversationIdentity.webWidget;
  return conversation.usertel;
}
