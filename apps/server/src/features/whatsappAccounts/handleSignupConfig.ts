import { workspaceProcedures } from '../../api/procedures';
import { resolveSignupConfig } from './resolveSignupConfig';

/** GET /strong/whatsapp/signup/config: how the screen launches Embedded Signup. */
export const handleSignupConfig = workspaceProcedures.whatsappAccounts.signupConfig.handler(
  ({ context }) => ({
    success: true as const,
    config: resolveSignupConfig(context.config.runtime),
  }),
);
