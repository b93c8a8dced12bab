import { workspaceProcedures } from '../../api/procedures';
import { setMemberAvailability } from './memberQueries';

/**
 * PUT /me/availability {availability}: 'available' or 'away' in the session's active workspace
 * (automatic assignment picks available agents only; a member of several workspaces says it in each).
 */
export const handleSetAvailability = workspaceProcedures.inbox.setAvailability.handler(
  async ({ input, context }) => {
    await setMemberAvailability(
      context.db,
      context.workspace.id,
      context.session.user.id,
      input.availability,
    );
    return { success: true as const, availability: input.availability };
  },
);
