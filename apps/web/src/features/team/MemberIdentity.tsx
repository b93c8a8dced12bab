import type { Member } from '@griot/contract/workspaces/workspaceSchemas';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { teamTexts } from './teamTexts';

/** A member's picture (or initials), name and address; 'Vous' on the caller's own row. */
export function MemberIdentity({ member }: { member: Member }) {
  const t = useTexts(teamTexts).members;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar name={member.name} color="initials" src={member.profile_picture} radius="xl" aria-hidden />
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {member.name || member.email}
          </Text>
          {member.is_me && (
            <Badge size="xs" variant="light" color="gray">
              {t.me}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {member.email}
        </Text>
      </div>
    </Group>
  );
}
