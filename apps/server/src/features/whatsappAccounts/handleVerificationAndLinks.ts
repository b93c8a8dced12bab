import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { AuthedContext } from '../../api/appContext';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import type { RateLimitRule } from '../../lib/rateLimit';
import { requireOwnedChatbot } from '../chatbots/requireOwnedChatbot';
import { onboardingServices } from './handleWhatsAppAccounts';
import { associateChatbot, dissociateChatbot } from './linkChatbot';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { checkVerificationCode, sendVerificationCode } from './verifyPhoneNumber';

/**
 * Each code sent costs the business an SMS and Meta throttles numbers that ask too often; a
 * 6-digit code must not be guessable by trying. Counted per WhatsApp account.
 */
export const VERIFICATION_LIMITS = {
  send: { bucket: 'whatsapp-code-send:account', limit: 5, windowMs: 60 * 60_000 },
  check: { bucket: 'whatsapp-code-check:account', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** POST /strong/send/code: the verification code by SMS (voice as fallback). */
export const handleSendCode = authedProcedures.whatsappAccounts.sendCode.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.session.user.id, input.idwhatsapp);
    await enforceRateLimits(context.db, [[VERIFICATION_LIMITS.send, account.id]]);
    const sent = await sendVerificationCode(onboardingServices(context), account, input.code_method);
    return { success: true as const, message: sent.message, code_method: sent.method };
  },
);

/** POST /strong/check/code: NOT_VERIFIED → VERIFIED on a correct code. */
export const handleCheckCode = authedProcedures.whatsappAccounts.checkCode.handler(
  async ({ input, context }) => {
    const ownerId = context.session.user.id;
    const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.idwhatsapp);
    await enforceRateLimits(context.db, [[VERIFICATION_LIMITS.check, account.id]]);
    await checkVerificationCode(onboardingServices(context), account, input.code);
    return {
      success: true as const,
      message: m.verified,
      account: await loadWhatsAppAccount(context.db, ownerId, account.id),
    };
  },
);

/**
 * Associating and dissociating share their steps: both ids must be the caller's, the link changes,
 * and the runtime forgets the chatbot's cached number and token at once.
 */
async function changeLink(
  context: AuthedContext,
  input: { idwhatsapp: string; idbot: string },
  change: typeof associateChatbot,
  message: string,
) {
  const ownerId = context.session.user.id;
  const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.idwhatsapp);
  const chatbot = await requireOwnedChatbot(context.db, ownerId, input.idbot);
  await change(context.db, account, chatbot);
  context.runtime.chatbots.forget(chatbot.id);
  return {
    success: true as const,
    message,
    account: await loadWhatsAppAccount(context.db, ownerId, account.id),
  };
}

/** POST /strong/setup/association/chatbot: the chatbot answers on the account's number. */
export const handleAssociateChatbot = authedProcedures.whatsappAccounts.associate.handler(
  ({ input, context }) => changeLink(context, input, associateChatbot, m.associationDone),
);

/** POST /strong/setup/dissociation/chatbot: the chatbot stops answering on the number. */
export const handleDissociateChatbot = authedProcedures.whatsappAccounts.dissociate.handler(
  ({ input, context }) => changeLink(context, input, dissociateChatbot, m.dissociationDone),
);
