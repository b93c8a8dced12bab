import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { authedProcedures } from '../../api/procedures';
import { saveAccountSettings } from './saveAccountSettings';

/** PUT /account/settings: the whole document, validated by the contract, replaces the saved one. */
export const handleUpdateSettings = authedProcedures.account.updateSettings.handler(
  async ({ input, context }) => {
    await saveAccountSettings(context.db, context.session.user.id, input, context.request);
    return { success: true as const, message: m.settingsSaved, settings: input };
  },
);
