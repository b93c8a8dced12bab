import { authedProcedures } from '../../api/procedures';
import { loadProfile } from './loadProfile';

/** GET /account/profile */
export const handleGetProfile = authedProcedures.account.profile.handler(async ({ context }) => ({
  success: true as const,
  profile: await loadProfile(context.db, context.session.user, context.workspace?.id ?? null),
}));
