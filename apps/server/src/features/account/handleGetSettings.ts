import { authedProcedures } from '../../api/procedures';
import { readAccountSettings } from '../../domain/account/accountSettings';

/** GET /account/settings: the saved settings over the defaults. */
export const handleGetSettings = authedProcedures.account.settings.handler(async ({ context }) => ({
  success: true as const,
  settings: readAccountSettings(context.session.user.settings),
}));
