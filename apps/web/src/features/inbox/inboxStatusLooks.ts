import type { ConversationStatus } from '@griot/contract/conversations/conversationSchemas';

/**
 * The colour of each status badge, the same as the conversation pane's: open needs a person
 * (orange), pending waits for the customer (blue: calm; Mantine's light yellow fails WCAG's
 * contrast for small text), snoozed is put aside (violet), resolved is the bot's again (teal).
 */
export const STATUS_COLORS: Record<ConversationStatus, string> = {
  open: 'orange',
  pending: 'blue',
  snoozed: 'violet',
  resolved: 'teal',
};
