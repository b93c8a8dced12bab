import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { workspaceProcedures } from '../../api/procedures';
import { readInboxSettings, saveInboxSettings } from './inboxSettingsQueries';

/** PUT /inbox/settings (administrators): the whole settings, validated by the contract's schema. */
export const handleSaveSettings = workspaceProcedures.inbox.saveSettings.handler(
  async ({ input, context }) => {
    await saveInboxSettings(context.db, context.workspace.id, input);
    return {
      success: true as const,
      settings: await readInboxSettings(context.db, context.workspace.id),
      message: m.settingsSaved,
    };
  },
);
