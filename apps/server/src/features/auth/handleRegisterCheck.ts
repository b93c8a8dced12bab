import { checkFullPhone } from '@griot/contract/auth/phoneRules';
import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { conflictError, findAccountConflicts } from './accountConflicts';
import { authRateLimits } from './authRateLimits';

/** POST /strong/register/checking: step 1 of the wizard, the identity is valid and not in use. */
export const handleRegisterCheck = publicProcedures.auth.registerCheck.handler(async ({ input, context }) => {
  await enforceRateLimits(context.db, [[authRateLimits.registerCheckPerIp, context.request.ip]]);
  const phone = checkFullPhone(input.country, input.phoneNumber);
  if (!phone.ok) throw apiError(400, phone.message, { field: 'phoneNumber' });
  const conflicts = await findAccountConflicts(context.db, input.email, phone.e164);
  if (conflicts.emailInUse || conflicts.telInUse) throw conflictError(input.email, phone.e164, conflicts);
  return { success: true, message: messages.register.checkSuccess };
});
