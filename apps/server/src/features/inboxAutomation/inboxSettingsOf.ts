import {
  defaultInboxSettings,
  type InboxSettings,
  inboxSettingsSchema,
} from '@griot/contract/inbox/inboxSchemas';

/**
 * A workspace's inbox settings as stored (jsonb, '{}' until first saved): the defaults when empty
 * or unreadable, so a hand-edited row never stops the automation of the other workspaces.
 */
export function inboxSettingsOf(stored: unknown): InboxSettings {
  const parsed = inboxSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultInboxSettings();
}
