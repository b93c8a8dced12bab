import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { workspaceProcedures } from '../../api/procedures';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { onboardingServices } from './onboardingServices';
import { recordNumberEvent } from './recordNumberEvent';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { updateWhatsAppAccount } from './updateWhatsAppAccount';

/** PUT /strong/whatsapp/accounts/{id}: description, or the number picked among the WABA's. */
export const handleUpdateWhatsAppAccount = workspaceProcedures.whatsappAccounts.update.handler(
  async ({ input, context }) => {
    const workspaceId = context.workspace.id;
    const account = await requireOwnedWhatsAppAccount(context.db, workspaceId, input.id);
    await updateWhatsAppAccount(onboardingServices(context), account, input, (tx, updated) =>
      recordNumberEvent(tx, {
        workspaceId,
        actor: context.session.user,
        action: 'added',
        account: updated,
      }),
    );
    return {
      success: true as const,
      message: m.updated,
      account: await loadWhatsAppAccount(context.db, workspaceId, account.id),
    };
  },
);
