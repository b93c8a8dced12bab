import { checkFullPhone } from '@griot/contract/auth/phoneRules';
import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import {
  type FoundInvitation,
  joinThroughInvitation,
  requireInvitedEmail,
  requireOpenInvitation,
} from '../../domain/workspaces/invitations';
import { currentServerLanguage } from '../../lib/requestLanguage';
import { authRateLimits } from './authRateLimits';
import { consumeCaptcha } from './captchaChallenges';
import { createAccount } from './createAccount';

/**
 * POST /strong/register/final: every step-1 rule again, the password, the terms and the server's
 * captcha. A refused captcha answers `captcha: true` so the wizard draws a new one. Through an
 * invitation link (`invitation`, for the address it was sent to) the account gets no workspace of
 * its own: it joins the inviting one with the invited role, in the account's own transaction; a
 * link that is unknown, expired, used or for another address creates nothing.
 */
export const handleRegisterFinal = publicProcedures.auth.registerFinal.handler(async ({ input, context }) => {
  await enforceRateLimits(context.db, [[authRateLimits.registerPerIp, context.request.ip]]);
  const phone = checkFullPhone(input.country, input.phoneNumber);
  if (!phone.ok) throw apiError(400, phone.message, { field: 'phoneNumber' });
  const invitation = input.invitation
    ? await usableInvitation(context.db, input.invitation, input.email)
    : null;
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
    ownWorkspace: invitation === null,
    andThen: invitation
      ? async (tx, created) => {
          await joinThroughInvitation(tx, invitation, created);
        }
      : undefined,
  });
  context.log.info({ userId: user.id }, 'account registered');
  const { pointing_chatbot_stats: _unused, ...data } = toSessionUser(user, null);
  return { success: true, message: messages.register.success, data };
});

async function usableInvitation(
  db: Parameters<typeof requireOpenInvitation>[0],
  token: string,
  email: string,
): Promise<FoundInvitation> {
  const invitation = await requireOpenInvitation(db, token);
  requireInvitedEmail(invitation, email);
  return invitation;
}
