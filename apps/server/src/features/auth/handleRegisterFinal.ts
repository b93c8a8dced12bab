import { checkFullPhone } from '@griot/contract/auth/phoneRules';
import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import { currentServerLanguage } from '../../lib/requestLanguage';
import { authRateLimits } from './authRateLimits';
import { consumeCaptcha } from './captchaChallenges';
import { createAccount } from './createAccount';

/**
 * POST /strong/register/final: every step-1 rule again, the password, the terms and the server's
 * captcha. A refused captcha answers `captcha: true` so the wizard draws a new one.
 */
export const handleRegisterFinal = publicProcedures.auth.registerFinal.handler(async ({ input, context }) => {
  await enforceRateLimits(context.db, [[authRateLimits.registerPerIp, context.request.ip]]);
  const phone = checkFullPhone(input.country, input.phoneNumber);
  if (!phone.ok) throw apiError(400, phone.message, { field: 'phoneNumber' });
  if (!(await consumeCaptcha(context.db, input.captchaId, input.captchaResponse))) {
    throw apiError(400, messages.register.captchaInvalid, { captcha: true, field: 'captchaResponse' });
  }
  const user = await createAccount(context.db, {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    email: input.email,
    tel: phone.e164,
    country: input.country,
    userType: input.userType,
    password: input.password,
    // The web app names the language its screens were shown in: the account goes on in it.
    language: currentServerLanguage(),
  });
  context.log.info({ userId: user.id }, 'account registered');
  const { pointing_chatbot_stats: _unused, ...data } = toSessionUser(user, null);
  return { success: true, message: messages.register.success, data };
});
