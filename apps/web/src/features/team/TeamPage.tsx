import { canCall } from '@griot/contract/workspaces/callAccess';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDoorExit, IconLock, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { useStoredSession } from '../../lib/sessionStore';
import { AuditLogSection } from './audit/AuditLogSection';
import { type TeamDialog, TeamDialogs } from './TeamDialogs';
import { TeamMembersPanel } from './TeamMembersPanel';
import { teamTexts } from './teamTexts';
import { useTeam } from './useTeam';
import { useTeamActions } from './useTeamActions';

/**
 * /dashboard/team: the active workspace's members and invitations, for its owners and
 * administrators (others read what their role allows, and may leave from here); the audit log.
 */
export function TeamPage() {
  const t = useTexts(teamTexts);
  const messages = useTexts(workspaceMessages);
  const workspace = useStoredSession()?.data.workspace ?? null;
  const manages = canCall(workspace?.role, 'workspaces.members');
  const team = useTeam(workspace?.id, manages);
  const [dialog, setDialog] = useState<TeamDialog | null>(null);
  const close = () => setDialog(null);
  const actions = useTeamActions(close);
  const busyInvitation =
    (actions.resend.isPending && actions.resend.variables?.inv) ||
    (actions.revoke.isPending && actions.revoke.variables?.inv) ||
    undefined;

  const leaveButton = (
    <Button
      variant="default"
      color="red"
      leftSection={<IconDoorExit size={16} aria-hidden />}
      onClick={() => setDialog({ kind: 'leave' })}
    >
      {t.leave}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={2}>{t.title}</Title>
          {workspace && (
            <Text c="dimmed" size="sm" mt={4}>
              {t.subtitle({ workspace: workspace.name })}
            </Text>
          )}
        </div>
        {workspace && manages && (
          <Group gap="sm">
            {leaveButton}
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              {t.invite}
            </Button>
          </Group>
        )}
      </Group>

      {!workspace ? (
        <StateCard
          icon={<IconUsersGroup size={30} />}
          color="gray"
          title={t.states.noWorkspaceTitle}
          text={messages.noWorkspace}
          role="status"
        />
      ) : !manages ? (
        <StateCard
          icon={<IconLock size={30} />}
          color="gray"
          title={t.states.noAccessTitle}
          text={t.states.noAccessText({ workspace: workspace.name, role: messages.roles[workspace.role] })}
          role="status"
        >
          {leaveButton}
        </StateCard>
      ) : (
        <Tabs defaultValue="members" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="members">{t.tabs.members}</Tabs.Tab>
            <Tabs.Tab value="audit">{t.tabs.audit}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <TeamMembersPanel
              team={team}
              myRole={workspace.role}
              savingRoleOf={actions.changeRole.isPending ? actions.changeRole.variables?.userId : undefined}
              busyInvitation={busyInvitation}
              onInvite={() => setDialog({ kind: 'invite' })}
              onRoleChange={(member, role) =>
                actions.changeRole.mutate({ id: workspace.id, userId: member.user_id, role })
              }
              onAction={(kind, member) => setDialog({ kind, member })}
              onResend={(invitation) => actions.resend.mutate({ id: workspace.id, inv: invitation.id })}
              onRevoke={(invitation) => actions.revoke.mutate({ id: workspace.id, inv: invitation.id })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditLogSection workspaceId={workspace.id} />
          </Tabs.Panel>
        </Tabs>
      )}

      {workspace && <TeamDialogs dialog={dialog} workspace={workspace} actions={actions} onClose={close} />}
    </Stack>
  );
}
