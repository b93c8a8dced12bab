import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useThemePreference } from '../../features/account/useThemePreference';

/** Day/night switch: applied at once, kept by Mantine here and saved with the account's settings. */
export function ThemeToggle() {
  const { dark, setDark } = useThemePreference();
  const label = dark ? 'Passer en mode clair' : 'Passer en mode sombre';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setDark(!dark)}>
        {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
