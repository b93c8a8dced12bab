import { messages } from '@griot/contract/messages';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { authRateLimits } from './authRateLimits';
import { resetPassword } from './passwordResets';

/** POST /strong/auth/reset-password-confirm: the checklist is enforced by the input schema. */
export const handleResetPassword = publicProcedures.auth.resetPassword.handler(async ({ input, context }) => {
  await enforceRateLimits(context.db, [[authRateLimits.resetConfirmPerIp, context.request.ip]]);
  await resetPassword(context.db, input.token, input.password);
  return { success: true, message: messages.reset.success };
});
