import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useThemePreference } from '../../features/account/useThemePreference';
import { useTexts } from '../../lib/i18n/useTexts';
import { shellTexts } from './shellTexts';

/** Day/night switch: applied at once, kept by Mantine here and saved with the account's settings. */
export function ThemeToggle() {
  const t = useTexts(shellTexts).theme;
  const { dark, setDark } = useThemePreference();
  const label = dark ? t.toLight : t.toDark;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setDark(!dark)}>
        {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
