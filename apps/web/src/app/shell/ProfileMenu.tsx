import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconMoon, IconSettings, IconSun, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useThemePreference } from '../../features/account/useThemePreference';
import { useLogout } from '../../features/auth/useLogout';
import { useTexts } from '../../lib/i18n/useTexts';
import { useStoredSession } from '../../lib/sessionStore';
import { shellTexts } from './shellTexts';

/** The account menu: profile, account settings, theme and logout. */
export function ProfileMenu() {
  const t = useTexts(shellTexts).profile;
  const session = useStoredSession();
  const logout = useLogout();
  const { dark, setDark } = useThemePreference();
  const name = session?.data.name ?? '';

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        {/* Named by what it shows plus a hidden "Menu du profil" (WCAG 2.5.3: the label holds the visible text). */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar
              name={name}
              color="initials"
              radius="xl"
              size={36}
              src={session?.data.profile_picture || null}
            />
            <div style={{ lineHeight: 1.2 }}>
              <Text size="sm" fw={600} lineClamp={1} visibleFrom="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="sm">
                {session?.data.email}
              </Text>
            </div>
            <VisuallyHidden>{t.menu}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} />}>
          {t.view}
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/account-settings" leftSection={<IconSettings size={16} />}>
          {t.accountSettings}
        </Menu.Item>
        <Menu.Item
          leftSection={dark ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={() => setDark(!dark)}
        >
          {dark ? t.lightTheme : t.darkTheme}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
