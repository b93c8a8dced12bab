import { ActionIcon, Menu } from '@mantine/core';
import { IconChartBar, IconDots, IconKeyboard, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { inboxTexts } from './inboxTexts';

/**
 * The inbox's other pages and its help: 'Réglages de la boîte de réception' (every member: the
 * canned responses are everyone's; admins change the rest), 'Temps de réponse' (editors and up)
 * and the keyboard shortcuts.
 */
export function InboxToolbarMenu({ onShortcuts }: { onShortcuts: () => void }) {
  const t = useTexts(inboxTexts).page;
  const canReadTimes = useCan('inbox.responseTimes');
  return (
    <Menu position="bottom-end" shadow="md" width={280}>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t.more}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/dashboard/inbox/settings" leftSection={<IconSettings size={16} />}>
          {t.settings}
        </Menu.Item>
        {canReadTimes && (
          <Menu.Item component={Link} to="/dashboard/inbox/reports" leftSection={<IconChartBar size={16} />}>
            {t.reports}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKeyboard size={16} />} onClick={onShortcuts} rightSection="?">
          {t.shortcuts}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
