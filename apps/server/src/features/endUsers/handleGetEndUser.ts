import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { loadEndUser } from './loadEndUser';

/** GET /strong/end-user/{id}: identity, channel, variables collected, last messages. */
export const handleGetEndUser = authedProcedures.endUsers.detail.handler(async ({ input, context }) => {
  const user = await loadEndUser(context.db, context.session.user.id, input.id);
  if (!user) throw apiError(404, messages.endUsers.notFound);
  return { success: true as const, user };
});
