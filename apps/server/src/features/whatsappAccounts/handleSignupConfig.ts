import { authedProcedures } from '../../api/procedures';
import { resolveSignupConfig } from './resolveSignupConfig';

/** GET /strong/whatsapp/signup/config: how the screen launches Embedded Signup. */
export const handleSignupConfig = authedProcedures.whatsappAccounts.signupConfig.handler(({ context }) => ({
  success: true as const,
  config: resolveSignupConfig(context.config.runtime),
}));
