import { workspaceProcedures } from '../../api/procedures';
import { readInboxSettings } from './inboxSettingsQueries';

/** GET /inbox/settings: automatic assignment, its cap and business hours (the defaults until saved). */
export const handleSettings = workspaceProcedures.inbox.settings.handler(async ({ context }) => ({
  success: true as const,
  settings: await readInboxSettings(context.db, context.workspace.id),
}));
