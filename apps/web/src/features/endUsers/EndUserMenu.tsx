import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { endUserTexts } from './endUserTexts';

interface EndUserMenuProps {
  /** How the end-user is named on screen, for the button's label. */
  name: string;
  /** The end-user's conversation screen. */
  conversation: string;
  endUserId: string;
  /** The card's larger button, for a thumb. */
  large?: boolean;
}

/** An end-user's '…' menu, in the table's row and on the phone's card: details and the end-user's page. */
export function EndUserMenu({ name, conversation, endUserId, large }: EndUserMenuProps) {
  const t = useTexts(endUserTexts).row;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={large ? 'lg' : undefined}
          aria-label={t.actionsFor({ name })}
        >
          <IconDotsVertical size={large ? 18 : 16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={conversation}>
          {t.details}
        </Menu.Item>
        <Menu.Item component={Link} to={`/dashboard/users/${endUserId}`}>
          {t.profile}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
