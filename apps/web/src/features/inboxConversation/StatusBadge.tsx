import type { ConversationStatus } from '@griot/contract/conversations/conversationSchemas';
import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { Badge } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';

/**
 * Open needs a person (orange), pending waits for the customer (blue: Mantine's light yellow fails
 * WCAG's contrast for small text), snoozed is put aside, resolved is the bot's.
 */
const COLORS: Record<ConversationStatus, string> = {
  open: 'orange',
  pending: 'blue',
  snoozed: 'violet',
  resolved: 'teal',
};

export function StatusBadge({ status }: { status: ConversationStatus }) {
  const statuses = useTexts(inboxMessages).statuses;
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {statuses[status]}
    </Badge>
  );
}
