import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { verifyPassword } from '../../lib/passwordHashing';
import { ACCOUNT_DELETION_LIMIT } from './accountRateLimits';
import { deleteAccount } from './deleteAccount';

/**
 * DELETE /account: with the password and the confirmation, everything of the account goes, then
 * its files, and a last mail says it is done.
 */
export const handleDeleteAccount = authedProcedures.account.deleteAccount.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[ACCOUNT_DELETION_LIMIT, user.id]]);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw apiError(400, m.deletionWrongPassword);
    await deleteAccount(context, user);
    return { success: true as const, message: m.accountDeleted };
  },
);
