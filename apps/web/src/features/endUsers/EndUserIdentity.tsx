import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { Avatar, Group, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './EndUsersTable.module.css';
import { endUserTexts } from './endUserTexts';

/**
 * An end-user's avatar, name with its activity dot, and contact: the head of a table row and of a
 * phone card alike (the card a size larger, for a thumb).
 */
export function EndUserIdentity({
  endUser,
  name,
  contact,
  large = false,
}: {
  endUser: BotEndUser;
  name: string;
  contact: string;
  large?: boolean;
}) {
  const t = useTexts(endUserTexts).row;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={endUser.user_image_profile || null}
        name={name}
        color="initials"
        radius="xl"
        size={large ? 40 : 36}
      />
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size={large ? 'md' : 'sm'} fw={600} truncate>
            {name}
          </Text>
          <span
            className={classes.activeDot}
            style={{
              background: endUser.is_active ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)',
            }}
            title={endUser.is_active ? t.active : t.inactive}
          />
        </Group>
        <Text size={large ? 'sm' : 'xs'} c="dimmed" truncate>
          {contact}
        </Text>
      </div>
    </Group>
  );
}
