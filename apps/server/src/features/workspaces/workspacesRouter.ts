import { handleAcceptInvitation } from './handleAcceptInvitation';
import { handleChangeRole } from './handleChangeRole';
import { handleCreateWorkspace } from './handleCreateWorkspace';
import { handleInvitationPreview } from './handleInvitationPreview';
import { handleInvite } from './handleInvite';
import { handleLeave } from './handleLeave';
import { handleListMembers } from './handleListMembers';
import { handleListWorkspaces } from './handleListWorkspaces';
import { handleRemoveMember } from './handleRemoveMember';
import { handleResendInvitation } from './handleResendInvitation';
import { handleRevokeInvitation } from './handleRevokeInvitation';
import { handleSwitchWorkspace } from './handleSwitchWorkspace';
import { handleTransferOwnership } from './handleTransferOwnership';
import { notBuiltYet } from './notBuiltYet';

export const workspacesRouter = {
  list: handleListWorkspaces,
  create: handleCreateWorkspace,
  switch: handleSwitchWorkspace,
  rename: notBuiltYet.rename,
  remove: notBuiltYet.remove,
  clients: notBuiltYet.clients,
  members: handleListMembers,
  invite: handleInvite,
  resendInvitation: handleResendInvitation,
  revokeInvitation: handleRevokeInvitation,
  changeRole: handleChangeRole,
  removeMember: handleRemoveMember,
  leave: handleLeave,
  transferOwnership: handleTransferOwnership,
  audit: notBuiltYet.audit,
  invitation: handleInvitationPreview,
  acceptInvitation: handleAcceptInvitation,
};
