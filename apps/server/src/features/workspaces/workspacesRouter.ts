import { handleCreateWorkspace } from './handleCreateWorkspace';
import { handleListWorkspaces } from './handleListWorkspaces';
import { handleSwitchWorkspace } from './handleSwitchWorkspace';
import { notBuiltYet } from './notBuiltYet';

export const workspacesRouter = {
  list: handleListWorkspaces,
  create: handleCreateWorkspace,
  switch: handleSwitchWorkspace,
  rename: notBuiltYet.rename,
  remove: notBuiltYet.remove,
  clients: notBuiltYet.clients,
  members: notBuiltYet.members,
  invite: notBuiltYet.invite,
  resendInvitation: notBuiltYet.resendInvitation,
  revokeInvitation: notBuiltYet.revokeInvitation,
  changeRole: notBuiltYet.changeRole,
  removeMember: notBuiltYet.removeMember,
  leave: notBuiltYet.leave,
  transferOwnership: notBuiltYet.transferOwnership,
  audit: notBuiltYet.audit,
  invitation: notBuiltYet.invitation,
  acceptInvitation: notBuiltYet.acceptInvitation,
};
