import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { authRateLimits } from './authRateLimits';
import { issueCaptcha } from './captchaChallenges';

/** POST /strong/captcha: a new single-use challenge for step 3 of the wizard. */
export const handleIssueCaptcha = publicProcedures.auth.captcha.handler(async ({ context }) => {
  await enforceRateLimits(context.db, [[authRateLimits.captchaPerIp, context.request.ip]]);
  return { success: true, ...(await issueCaptcha(context.db)) };
});
