import type { Member } from '@griot/contract/workspaces/workspaceSchemas';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCrown, IconDotsVertical, IconUserCog, IconUserMinus } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import type { MemberPermissions } from './teamPermissions';
import { teamTexts } from './teamTexts';

export type MemberAction = 'changeRole' | 'remove' | 'transfer';

interface MemberMenuProps {
  member: Member;
  allowed: MemberPermissions;
  onAction: (action: MemberAction, member: Member) => void;
  /** The card's larger button, for a thumb. */
  large?: boolean;
}

/** A member's '…' menu: only what the caller may do to them; nothing at all, no button. */
export function MemberMenu({ member, allowed, onAction, large }: MemberMenuProps) {
  const t = useTexts(teamTexts).members;
  if (!allowed.changeRole && !allowed.remove && !allowed.transfer) return null;
  const name = member.name || member.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={large ? 'lg' : 'md'}
          aria-label={t.actionsFor({ name })}
        >
          <IconDotsVertical size={large ? 18 : 16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.changeRole && (
          <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => onAction('changeRole', member)}>
            {t.changeRole}
          </Menu.Item>
        )}
        {allowed.transfer && (
          <Menu.Item leftSection={<IconCrown size={16} />} onClick={() => onAction('transfer', member)}>
            {t.transfer}
          </Menu.Item>
        )}
        {allowed.remove && (
          <Menu.Item
            color="red"
            leftSection={<IconUserMinus size={16} />}
            onClick={() => onAction('remove', member)}
          >
            {t.remove}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
