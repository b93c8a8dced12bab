import { workspaceProcedures } from '../../api/procedures';
import {
  createCannedResponse,
  listCannedResponses,
  removeCannedResponse,
  updateCannedResponse,
} from './cannedResponseQueries';

/**
 * /canned-responses: the workspace's saved replies ('/shortcut' in the reply box). Every member
 * who answers may keep them; a shortcut is unique in the workspace whatever its case (409).
 */
const canned = workspaceProcedures.cannedResponses;

export const handleListCanned = canned.list.handler(async ({ context }) => ({
  success: true as const,
  canned_responses: await listCannedResponses(context.db, context.workspace.id),
}));

export const handleCreateCanned = canned.create.handler(async ({ input, context }) => ({
  success: true as const,
  canned_response: await createCannedResponse(
    context.db,
    context.workspace.id,
    context.session.user.id,
    input,
  ),
}));

export const handleUpdateCanned = canned.update.handler(async ({ input, context }) => ({
  success: true as const,
  canned_response: await updateCannedResponse(context.db, context.workspace.id, input),
}));

export const handleRemoveCanned = canned.remove.handler(async ({ input, context }) => {
  await removeCannedResponse(context.db, context.workspace.id, input.id);
  return { success: true as const };
});
