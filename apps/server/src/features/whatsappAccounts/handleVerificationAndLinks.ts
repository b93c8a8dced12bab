import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../chatbots/requireOwnedChatbot';
import { onboardingServices } from './handleWhatsAppAccounts';
import { associateChatbot, dissociateChatbot } from './linkChatbot';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { checkVerificationCode, sendVerificationCode } from './verifyPhoneNumber';

/** POST /strong/send/code: the verification code by SMS (voice as fallback). */
export const handleSendCode = authedProcedures.whatsappAccounts.sendCode.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.session.user.id, input.idwhatsapp);
    const sent = await sendVerificationCode(onboardingServices(context), account, input.code_method);
    return { success: true as const, message: sent.message, code_method: sent.method };
  },
);

/** POST /strong/check/code: NOT_VERIFIED → VERIFIED on a correct code. */
export const handleCheckCode = authedProcedures.whatsappAccounts.checkCode.handler(
  async ({ input, context }) => {
    const ownerId = context.session.user.id;
    const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.idwhatsapp);
    await checkVerificationCode(onboardingServices(context), account, input.code);
    return {
      success: true as const,
      message: m.verified,
      account: await loadWhatsAppAccount(context.db, ownerId, account.id),
    };
  },
);

/** POST /strong/setup/association/chatbot: the chatbot answers on the account's number. */
export const handleAssociateChatbot = authedProcedures.whatsappAccounts.associate.handler(
  async ({ input, context }) => {
    const ownerId = context.session.user.id;
    const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.idwhatsapp);
    const chatbot = await requireOwnedChatbot(context.db, ownerId, input.idbot);
    await associateChatbot(context.db, account, chatbot);
    context.runtime.chatbots.forget(chatbot.id);
    return {
      success: true as const,
      message: m.associationDone,
      account: await loadWhatsAppAccount(context.db, ownerId, account.id),
    };
  },
);

/** POST /strong/setup/dissociation/chatbot: the chatbot stops answering on the number. */
export const handleDissociateChatbot = authedProcedures.whatsappAccounts.dissociate.handler(
  async ({ input, context }) => {
    const ownerId = context.session.user.id;
    const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.idwhatsapp);
    const chatbot = await requireOwnedChatbot(context.db, ownerId, input.idbot);
    await dissociateChatbot(context.db, account, chatbot);
    context.runtime.chatbots.forget(chatbot.id);
    return {
      success: true as const,
      message: m.dissociationDone,
      account: await loadWhatsAppAccount(context.db, ownerId, account.id),
    };
  },
);
