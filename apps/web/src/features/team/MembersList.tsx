import type { AssignableRole, WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Member } from '@griot/contract/workspaces/workspaceSchemas';
import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { formatLongDate, formatRelative } from '../../lib/displayLocale';
import { useTexts } from '../../lib/i18n/useTexts';
import { MemberIdentity } from './MemberIdentity';
import { type MemberAction, MemberMenu } from './MemberMenu';
import { MemberRole } from './MemberRole';
import { TwoFactorBadge } from './TwoFactorBadge';
import { memberPermissions } from './teamPermissions';
import { teamTexts } from './teamTexts';

interface MembersListProps {
  members: Member[];
  myRole: WorkspaceRole;
  /** The member whose role is being saved. */
  savingRoleOf: string | undefined;
  onRoleChange: (member: Member, role: AssignableRole) => void;
  onAction: (action: MemberAction, member: Member) => void;
}

/** The members: a table on a computer, a card each on a phone. */
export function MembersList(props: MembersListProps) {
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return phone ? <MemberCards {...props} /> : <MembersTable {...props} />;
}

function MembersTable({ members, myRole, savingRoleOf, onRoleChange, onAction }: MembersListProps) {
  const t = useTexts(teamTexts).members;
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.member}</Table.Th>
              <Table.Th>{t.role}</Table.Th>
              <Table.Th>{t.lastActivity}</Table.Th>
              <Table.Th>{t.twoFactor}</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>{t.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => {
              const allowed = memberPermissions(myRole, member);
              return (
                <Table.Tr key={member.user_id}>
                  <Table.Td maw={320}>
                    <MemberIdentity member={member} />
                  </Table.Td>
                  <Table.Td>
                    <MemberRole
                      member={member}
                      editable={allowed.changeRole}
                      pending={savingRoleOf === member.user_id}
                      onChange={onRoleChange}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={member.last_active_at ? undefined : 'dimmed'}>
                      {member.last_active_at ? formatRelative(member.last_active_at) : t.never}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TwoFactorBadge enabled={member.two_factor} />
                  </Table.Td>
                  <Table.Td>
                    <MemberMenu member={member} allowed={allowed} onAction={onAction} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function MemberCards({ members, myRole, savingRoleOf, onRoleChange, onAction }: MembersListProps) {
  const t = useTexts(teamTexts).members;
  return (
    <Stack gap="sm">
      {members.map((member) => {
        const allowed = memberPermissions(myRole, member);
        return (
          <Card key={member.user_id} withBorder radius="lg" padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <MemberIdentity member={member} />
              <MemberMenu member={member} allowed={allowed} onAction={onAction} large />
            </Group>
            <Stack gap={6} mt="sm">
              <MemberRole
                member={member}
                editable={allowed.changeRole}
                pending={savingRoleOf === member.user_id}
                onChange={onRoleChange}
              />
              <Group gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t.lastActivity}
                </Text>
                <Text size="xs">
                  {member.last_active_at ? formatRelative(member.last_active_at) : t.never}
                </Text>
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t.twoFactor}
                </Text>
                <TwoFactorBadge enabled={member.two_factor} />
              </Group>
              <Text size="xs" c="dimmed">
                {t.joined({ date: formatLongDate(member.joined_at) })}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
