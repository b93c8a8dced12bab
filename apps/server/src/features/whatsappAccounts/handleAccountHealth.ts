import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { workspaceProcedures } from '../../api/procedures';
import { checkAccountHealth } from './checkAccountHealth';
import { onboardingServices } from './onboardingServices';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';

/** POST /strong/whatsapp/accounts/{id}/health: the onboarding steps, checked against Graph now. */
export const handleAccountHealth = workspaceProcedures.whatsappAccounts.health.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.workspace.id, input.id);
    const health = await checkAccountHealth(onboardingServices(context), account);
    return { success: true as const, message: m.healthChecked, health };
  },
);
