import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { workspaceProcedures } from '../../api/procedures';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { onboardingServices } from './onboardingServices';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { VERIFICATION_LIMITS, verificationKey } from './verificationLimits';
import { checkVerificationCode } from './verifyPhoneNumber';

/** POST /strong/check/code: NOT_VERIFIED → VERIFIED on a correct code. */
export const handleCheckCode = workspaceProcedures.whatsappAccounts.checkCode.handler(
  async ({ input, context }) => {
    const workspaceId = context.workspace.id;
    const account = await requireOwnedWhatsAppAccount(context.db, workspaceId, input.idwhatsapp);
    await enforceRateLimits(context.db, [[VERIFICATION_LIMITS.check, verificationKey(account)]]);
    await checkVerificationCode(onboardingServices(context), account, input.code);
    return {
      success: true as const,
      message: m.verified,
      account: await loadWhatsAppAccount(context.db, workspaceId, account.id),
    };
  },
);
