import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { workspaceProcedures } from '../../api/procedures';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { onboardingServices } from './onboardingServices';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { updateWhatsAppAccount } from './updateWhatsAppAccount';

/** PUT /strong/whatsapp/accounts/{id}: description, or the number picked among the WABA's. */
export const handleUpdateWhatsAppAccount = workspaceProcedures.whatsappAccounts.update.handler(
  async ({ input, context }) => {
    const workspaceId = context.workspace.id;
    const account = await requireOwnedWhatsAppAccount(context.db, workspaceId, input.id);
    await updateWhatsAppAccount(onboardingServices(context), account, input);
    return {
      success: true as const,
      message: m.updated,
      account: await loadWhatsAppAccount(context.db, workspaceId, account.id),
    };
  },
);
