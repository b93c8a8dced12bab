import { handleAcceptInvitation } from './handleAcceptInvitation';
import { handleAuditLog } from './handleAuditLog';
import { handleChangeRole } from './handleChangeRole';
import { handleCreateWorkspace } from './handleCreateWorkspace';
import { handleInvitationPreview } from './handleInvitationPreview';
import { handleInvite } from './handleInvite';
import { handleLeave } from './handleLeave';
import { handleListMembers } from './handleListMembers';
import { handleListWorkspaces } from './handleListWorkspaces';
import { handleRemoveMember } from './handleRemoveMember';
import { handleRemoveWorkspace } from './handleRemoveWorkspace';
import { handleRenameWorkspace } from './handleRenameWorkspace';
import { handleResendInvitation } from './handleResendInvitation';
import { handleRevokeInvitation } from './handleRevokeInvitation';
import { handleSwitchWorkspace } from './handleSwitchWorkspace';
import { handleTransferOwnership } from './handleTransferOwnership';
import { handleWorkspaceClients } from './handleWorkspaceClients';

export const workspacesRouter = {
  list: handleListWorkspaces,
  create: handleCreateWorkspace,
  switch: handleSwitchWorkspace,
  rename: handleRenameWorkspace,
  remove: handleRemoveWorkspace,
  clients: handleWorkspaceClients,
  members: handleListMembers,
  invite: handleInvite,
  resendInvitation: handleResendInvitation,
  revokeInvitation: handleRevokeInvitation,
  changeRole: handleChangeRole,
  removeMember: handleRemoveMember,
  leave: handleLeave,
  transferOwnership: handleTransferOwnership,
  audit: handleAuditLog,
  invitation: handleInvitationPreview,
  acceptInvitation: handleAcceptInvitation,
};
