import { handleAccountHealth } from './handleAccountHealth';
import { handleAssociateChatbot } from './handleAssociateChatbot';
import { handleCheckCode } from './handleCheckCode';
import { handleCreateWhatsAppAccount } from './handleCreateWhatsAppAccount';
import { handleDeleteWhatsAppAccount } from './handleDeleteWhatsAppAccount';
import { handleDissociateChatbot } from './handleDissociateChatbot';
import { handleListWhatsAppAccounts } from './handleListWhatsAppAccounts';
import { handleSendCode } from './handleSendCode';
import { handleSignupConfig } from './handleSignupConfig';
import { handleUpdateWhatsAppAccount } from './handleUpdateWhatsAppAccount';

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
