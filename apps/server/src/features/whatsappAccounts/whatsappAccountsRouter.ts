import {
  handleAssociateChatbot,
  handleCheckCode,
  handleDissociateChatbot,
  handleSendCode,
} from './handleVerificationAndLinks';
import {
  handleAccountHealth,
  handleCreateWhatsAppAccount,
  handleDeleteWhatsAppAccount,
  handleListWhatsAppAccounts,
  handleSignupConfig,
  handleUpdateWhatsAppAccount,
} from './handleWhatsAppAccounts';

export const whatsappAccountsRouter = {
  list: handleListWhatsAppAccounts,
  signupConfig: handleSignupConfig,
  create: handleCreateWhatsAppAccount,
  update: handleUpdateWhatsAppAccount,
  remove: handleDeleteWhatsAppAccount,
  sendCode: handleSendCode,
  checkCode: handleCheckCode,
  associate: handleAssociateChatbot,
  dissociate: handleDissociateChatbot,
  health: handleAccountHealth,
};
