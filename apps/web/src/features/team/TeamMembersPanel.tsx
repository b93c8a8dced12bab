import type { AssignableRole, WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Invitation, Member } from '@griot/contract/workspaces/workspaceSchemas';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import type { MemberAction } from './MemberMenu';
import { MembersList } from './MembersList';
import { PendingInvitations } from './PendingInvitations';
import { teamFailure } from './teamFailure';
import { teamTexts } from './teamTexts';
import type { useTeam } from './useTeam';

interface TeamMembersPanelProps {
  team: ReturnType<typeof useTeam>;
  myRole: WorkspaceRole;
  savingRoleOf: string | undefined;
  busyInvitation: string | undefined;
  onInvite: () => void;
  onRoleChange: (member: Member, role: AssignableRole) => void;
  onAction: (action: MemberAction, member: Member) => void;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** The members and the pending invitations, with their loading, error and alone states. */
export function TeamMembersPanel({
  team,
  myRole,
  savingRoleOf,
  busyInvitation,
  ...on
}: TeamMembersPanelProps) {
  const t = useTexts(teamTexts);
  const common = useTexts(commonTexts);
  if (team.isPending)
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" />
        <Text>{t.states.loading}</Text>
      </Group>
    );
  if (team.error || !team.data)
    return (
      <StateCard
        icon={<IconAlertTriangle size={30} />}
        color="red"
        title={t.states.loadFailed}
        text={teamFailure(team.error, common.states.checkConnection)}
        role="alert"
      >
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => team.refetch()}
        >
          {common.actions.retry}
        </Button>
      </StateCard>
    );
  const { members, invitations } = team.data;
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="team-members">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="lg" id="team-members">
            {t.members.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {t.members.count({ count: members.length })}
          </Text>
        </Group>
        <MembersList
          members={members}
          myRole={myRole}
          savingRoleOf={savingRoleOf}
          onRoleChange={on.onRoleChange}
          onAction={on.onAction}
        />
        {members.length === 1 && invitations.length === 0 && (
          <Alert color="griot" variant="light" icon={<IconUserPlus size={18} aria-hidden />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t.states.alone}</Text>
              <Button size="xs" onClick={on.onInvite}>
                {t.invite}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
      <PendingInvitations
        invitations={invitations}
        busyId={busyInvitation}
        onResend={on.onResend}
        onRevoke={on.onRevoke}
      />
    </Stack>
  );
}
