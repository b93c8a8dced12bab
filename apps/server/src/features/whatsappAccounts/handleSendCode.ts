import { enforceRateLimits } from '../../api/enforceRateLimit';
import { workspaceProcedures } from '../../api/procedures';
import { onboardingServices } from './onboardingServices';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';
import { VERIFICATION_LIMITS, verificationKey } from './verificationLimits';
import { sendVerificationCode } from './verifyPhoneNumber';

/** POST /strong/send/code: the verification code by SMS (voice as fallback). */
export const handleSendCode = workspaceProcedures.whatsappAccounts.sendCode.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.workspace.id, input.idwhatsapp);
    await enforceRateLimits(context.db, [[VERIFICATION_LIMITS.send, verificationKey(account)]]);
    const sent = await sendVerificationCode(onboardingServices(context), account, input.code_method);
    return { success: true as const, message: sent.message, code_method: sent.method };
  },
);
