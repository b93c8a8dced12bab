import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { authedProcedures } from '../../api/procedures';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { readAccountSettings } from '../../domain/account/accountSettings';

/** GET /account/settings: the saved settings over the defaults. */
export const handleGetSettings = authedProcedures.account.settings.handler(async ({ context }) => ({
  success: true as const,
  settings: readAccountSettings(context.session.user.settings),
}));

/** PUT /account/settings: the whole document, validated by the contract, replaces the saved one. */
export const handleUpdateSettings = authedProcedures.account.updateSettings.handler(
  async ({ input, context }) => {
    await context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ settings: input, updatedAt: new Date() })
        .where(eq(users.id, context.session.user.id));
      await recordAccountEvent(tx, context.session.user.id, 'settings_updated', context.request);
    });
    return { success: true as const, message: m.settingsSaved, settings: input };
  },
);
