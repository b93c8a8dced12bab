import { authedProcedures, publicProcedures } from '../../api/procedures';

// TEMPORARY (this session's scaffolding, replaced before issue 22 is resolved): the calls the
// helpers are building answer 501 until their handler lands.
const later = (): never => {
  throw new Error('not built yet');
};
export const notBuiltYet = {
  rename: authedProcedures.workspaces.rename.handler(later),
  remove: authedProcedures.workspaces.remove.handler(later),
  clients: authedProcedures.workspaces.clients.handler(later),
  members: authedProcedures.workspaces.members.handler(later),
  invite: authedProcedures.workspaces.invite.handler(later),
  resendInvitation: authedProcedures.workspaces.resendInvitation.handler(later),
  revokeInvitation: authedProcedures.workspaces.revokeInvitation.handler(later),
  changeRole: authedProcedures.workspaces.changeRole.handler(later),
  removeMember: authedProcedures.workspaces.removeMember.handler(later),
  leave: authedProcedures.workspaces.leave.handler(later),
  transferOwnership: authedProcedures.workspaces.transferOwnership.handler(later),
  audit: authedProcedures.workspaces.audit.handler(later),
  invitation: publicProcedures.workspaces.invitation.handler(later),
  acceptInvitation: authedProcedures.workspaces.acceptInvitation.handler(later),
};
