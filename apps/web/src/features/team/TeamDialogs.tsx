import type { Member } from '@griot/contract/workspaces/workspaceSchemas';
import { useTexts } from '../../lib/i18n/useTexts';
import { ChangeRoleModal } from './ChangeRoleModal';
import { ConfirmModal } from './ConfirmModal';
import { InviteMemberModal } from './InviteMemberModal';
import { teamTexts } from './teamTexts';
import type { useTeamActions } from './useTeamActions';

export type TeamDialog =
  | { kind: 'invite' }
  | { kind: 'leave' }
  | { kind: 'changeRole' | 'remove' | 'transfer'; member: Member };

interface TeamDialogsProps {
  dialog: TeamDialog | null;
  workspace: { id: string; name: string };
  actions: ReturnType<typeof useTeamActions>;
  onClose: () => void;
}

/** The team screen's dialogs: invite, change a role, and the confirmations before remove, hand over, leave. */
export function TeamDialogs({ dialog, workspace, actions, onClose }: TeamDialogsProps) {
  const t = useTexts(teamTexts);
  const id = workspace.id;
  const member = dialog && 'member' in dialog ? dialog.member : null;
  const name = member ? member.name || member.email : '';
  const names = { name, workspace: workspace.name };
  return (
    <>
      <InviteMemberModal
        opened={dialog?.kind === 'invite'}
        pending={actions.invite.isPending}
        onInvite={(email, role) => actions.invite.mutate({ id, email, role })}
        onClose={onClose}
      />
      <ChangeRoleModal
        member={dialog?.kind === 'changeRole' ? dialog.member : null}
        pending={actions.changeRole.isPending}
        onSave={(target, role) => actions.changeRole.mutate({ id, userId: target.user_id, role })}
        onClose={onClose}
      />
      <ConfirmModal
        opened={dialog?.kind === 'remove'}
        title={t.confirm.removeTitle(names)}
        text={t.confirm.removeText(names)}
        confirmLabel={t.confirm.removeSubmit}
        danger
        pending={actions.remove.isPending}
        onConfirm={() => member && actions.remove.mutate({ id, userId: member.user_id })}
        onClose={onClose}
      />
      <ConfirmModal
        opened={dialog?.kind === 'transfer'}
        title={t.confirm.transferTitle(names)}
        text={t.confirm.transferText(names)}
        confirmLabel={t.confirm.transferSubmit}
        pending={actions.transfer.isPending}
        onConfirm={() => member && actions.transfer.mutate({ id, user_id: member.user_id })}
        onClose={onClose}
      />
      <ConfirmModal
        opened={dialog?.kind === 'leave'}
        title={t.confirm.leaveTitle(names)}
        text={t.confirm.leaveText}
        confirmLabel={t.confirm.leaveSubmit}
        danger
        pending={actions.leave.isPending}
        onConfirm={() => actions.leave.mutate({ id })}
        onClose={onClose}
      />
    </>
  );
}
