import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { loadEndUser } from './loadEndUser';

/** GET /strong/end-user/{id}: identity, channel, variables collected, last messages. */
export const handleGetEndUser = workspaceProcedures.endUsers.detail.handler(async ({ input, context }) => {
  const user = await loadEndUser(context.db, context.workspace.id, input.id);
  if (!user) throw apiError(404, messages.endUsers.notFound);
  return { success: true as const, user };
});
