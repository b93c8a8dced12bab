import { DELETE_CONFIRMATION_WORD } from '@griot/contract/constants';
import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { deleteWorkspaceInTransaction } from '../../domain/workspaces/deleteWorkspace';
import { removeFileBytes } from '../../lib/files/storedFiles';

/**
 * DELETE /workspaces/{id}: an owner deletes the workspace with everything in it, once they typed
 * SUPPRIMER. One transaction removes the rows and moves the sessions that worked in it (the
 * caller's included: the web reads `auth.me` next); the runtime then forgets its chatbots and the
 * files' bytes go. A person's last workspace may go too: they then have none.
 */
export const handleRemoveWorkspace = authedProcedures.workspaces.remove.handler(
  async ({ input, context }) => {
    const workspace = context.workspace;
    if (!workspace) throw new Error('remove reached its handler without the workspace it names');
    if (input.confirmation !== DELETE_CONFIRMATION_WORD) throw apiError(400, m.confirmationRequired);
    const deleted = await context.db.transaction((tx) => deleteWorkspaceInTransaction(tx, workspace.id));
    for (const chatbotId of deleted.chatbotIds) context.runtime.chatbots.forget(chatbotId);
    await removeFileBytes(context.files, deleted.files);
    return { success: true as const, message: m.removed };
  },
);
