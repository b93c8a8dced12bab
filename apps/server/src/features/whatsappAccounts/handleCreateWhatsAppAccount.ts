import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { createWhatsAppAccount } from './createWhatsAppAccount';
import { onboardingServices } from './onboardingServices';
import { recordNumberEvent } from './recordNumberEvent';
import { resolveSignupConfig } from './resolveSignupConfig';

/** POST /strong/create/whatsapp/account: the signup's code and data, at once. */
export const handleCreateWhatsAppAccount = workspaceProcedures.whatsappAccounts.create.handler(
  async ({ input, context }) => {
    if (!resolveSignupConfig(context.config.runtime).available) throw apiError(503, m.signupNotConfigured);
    const { account, phoneNumbers } = await createWhatsAppAccount(
      onboardingServices(context),
      context.workspace.id,
      input,
      // A number is in the workspace once known: when the WABA offers several, once picked.
      async (tx, created) => {
        if (created.phoneNumberId === '') return;
        await recordNumberEvent(tx, {
          workspaceId: context.workspace.id,
          actor: context.session.user,
          action: 'added',
          account: created,
        });
      },
    );
    return {
      success: true as const,
      message: phoneNumbers.length > 0 ? m.numberChoiceNeeded : m.added,
      account,
      phone_numbers: phoneNumbers,
    };
  },
);
