import { messages } from '@griot/contract/messages';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { authRateLimits } from './authRateLimits';
import { requestPasswordReset } from './passwordResets';

/** POST /strong/auth/reset-password: the same answer whether or not the email has an account. */
export const handleForgotPassword = publicProcedures.auth.forgotPassword.handler(
  async ({ input, context }) => {
    await enforceRateLimits(context.db, [
      [authRateLimits.resetRequestPerIp, context.request.ip],
      [authRateLimits.resetRequestPerEmail, input.email],
    ]);
    await requestPasswordReset(context, input.email);
    return { success: true, message: messages.forgot.sent };
  },
);
