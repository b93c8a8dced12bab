import type { ConversationStatus } from '@griot/contract/conversations/conversationSchemas';

/**
 * The colour of each status badge: open calls for a person (blue, the app's action colour),
 * pending waits for the customer (yellow), snoozed is set aside (grape), resolved is the bot's (gray).
 */
export const STATUS_COLORS: Record<ConversationStatus, string> = {
  open: 'blue',
  pending: 'yellow',
  snoozed: 'grape',
  resolved: 'gray',
};
