import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { authedProcedures } from '../../api/procedures';
import { checkAccountHealth } from './checkAccountHealth';
import { createWhatsAppAccount } from './createWhatsAppAccount';
import { deleteWhatsAppAccount } from './deleteWhatsAppAccount';
import { loadWhatsAppAccount, loadWhatsAppAccounts } from './loadWhatsAppAccounts';
import type { OnboardingServices } from './registerNumber';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { resolveSignupConfig } from './resolveSignupConfig';
import { updateWhatsAppAccount } from './updateWhatsAppAccount';

/** GET /strong/whatsapp/accounts: the caller's accounts, newest first. */
export const handleListWhatsAppAccounts = authedProcedures.whatsappAccounts.list.handler(({ context }) =>
  loadWhatsAppAccounts(context.db, context.session.user.id),
);

/** GET /strong/whatsapp/signup/config: how the screen launches Embedded Signup. */
export const handleSignupConfig = authedProcedures.whatsappAccounts.signupConfig.handler(({ context }) => ({
  success: true as const,
  config: resolveSignupConfig(context.config.runtime),
}));

/** POST /strong/create/whatsapp/account: the signup's code and data, at once. */
export const handleCreateWhatsAppAccount = authedProcedures.whatsappAccounts.create.handler(
  async ({ input, context }) => {
    if (!resolveSignupConfig(context.config.runtime).available) throw apiError(503, m.signupNotConfigured);
    const { account, phoneNumbers } = await createWhatsAppAccount(
      onboardingServices(context),
      context.session.user.id,
      input,
    );
    return {
      success: true as const,
      message: phoneNumbers.length > 0 ? m.numberChoiceNeeded : m.added,
      account,
      phone_numbers: phoneNumbers,
    };
  },
);

/** PUT /strong/whatsapp/accounts/{id}: description, or the number picked among the WABA's. */
export const handleUpdateWhatsAppAccount = authedProcedures.whatsappAccounts.update.handler(
  async ({ input, context }) => {
    const ownerId = context.session.user.id;
    const account = await requireOwnedWhatsAppAccount(context.db, ownerId, input.id);
    await updateWhatsAppAccount(onboardingServices(context), account, input);
    return {
      success: true as const,
      message: m.updated,
      account: await loadWhatsAppAccount(context.db, ownerId, account.id),
    };
  },
);

/** DELETE /strong/whatsapp/accounts/{id}: in any status; a linked chatbot stops answering on it. */
export const handleDeleteWhatsAppAccount = authedProcedures.whatsappAccounts.remove.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.session.user.id, input.id);
    await deleteWhatsAppAccount(context.db, account);
    if (account.chatbotId) context.runtime.chatbots.forget(account.chatbotId);
    return { success: true as const, message: m.deleted };
  },
);

/** POST /strong/whatsapp/accounts/{id}/health: the onboarding steps, checked against Graph now. */
export const handleAccountHealth = authedProcedures.whatsappAccounts.health.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.session.user.id, input.id);
    const health = await checkAccountHealth(onboardingServices(context), account);
    return { success: true as const, message: m.healthChecked, health };
  },
);

/** What the onboarding domain functions need of the request context. */
export function onboardingServices(context: AuthedContext): OnboardingServices {
  return { db: context.db, secretKey: context.config.secretKey, runtime: context.config.runtime };
}
