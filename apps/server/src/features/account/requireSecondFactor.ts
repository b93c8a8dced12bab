import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { checkSecondFactor } from '../../domain/account/twoFactor';

/** A current authenticator code or an unused recovery code of the caller, else 400. */
export async function requireSecondFactor(context: AuthedContext, code: string): Promise<void> {
  const check = await checkSecondFactor(context.db, context.config.secretKey, context.session.user, code);
  if (check === 'reused') throw apiError(400, m.twoFactorCodeReused);
  if (check === 'wrong') throw apiError(400, m.twoFactorCodeWrong);
}
