import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { AuthedContext } from '../../api/appContext';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import type { RateLimitRule } from '../../lib/rateLimit';
import { onboardingServices } from './handleWhatsAppAccounts';
import { associateChatbot, dissociateChatbot } from './linkChatbot';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { requireOwnedWhatsAppAccount, type WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';
import { checkVerificationCode, sendVerificationCode } from './verifyPhoneNumber';

/**
 * Each code sent costs the business an SMS and Meta throttles numbers that ask too often; a
 * 6-digit code must not be guessable by trying. Counted per phone number, not per account row:
 * removing the number and adding it again, or adding it from a second Griot account, gives a
 * new row but the same budget.
 */
export const VERIFICATION_LIMITS = {
  send: { bucket: 'whatsapp-code-send:number', limit: 5, windowMs: 60 * 60_000 },
  check: { bucket: 'whatsapp-code-check:number', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * The number a limit counts: its digits as Meta displays them ('+221 77 123 45 67' and
 * '221771234567' are one number), else Meta's id of it; an account without a number yet has
 * nothing to send a code to, and counts on its own.
 */
export function verificationKey(
  account: Pick<WhatsAppAccountRow, 'id' | 'displayPhoneNumber' | 'phoneNumberId'>,
): string {
  const digits = account.displayPhoneNumber.replace(/\D/g, '');
  if (digits.length >= 6) return `tel:${digits}`;
  if (account.phoneNumberId !== '') return `id:${account.phoneNumberId}`;
  return `account:${account.id}`;
}

/** POST /strong/send/code: the verification code by SMS (voice as fallback). */
export const handleSendCode = authedProcedures.whatsappAccounts.sendCode.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.session.user.id, input.idwhatsapp);
    await enforceRateLimits(context.db, [[VERIFICATION_LIMITS.send, verificationKey(account)]]);
    const sent = await sendVerificationCode(onboardingServices(context), account, input.code_method);
    return { success: true as const, message: sent.message, code_method: sent.method };
  },
);

/** POST /strong/check/code: NOT_VERIFIED → VERIFIED on a correct code. */
export const handleCheckCode = authedProcedures.whatsappAccounts.checkCode.handler(
  async ({ input, context }) => {
    const ownerId = context.session.user.id;
    const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.idwhatsapp);
    await enforceRateLimits(context.db, [[VERIFICATION_LIMITS.check, verificationKey(account)]]);
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
