import { LANGUAGES } from '@griot/i18n/languages';
import { Button, Group } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { LANGUAGE_NAMES } from '../../lib/i18n/languageNames';
import { useDisplayLanguage, useTexts } from '../../lib/i18n/useTexts';
import { authTexts } from './authTexts';

/**
 * The visitor's language before any account exists: the browser's at first, changed here at once,
 * without a reload, and remembered in this browser. The account's own setting takes over at login.
 */
export function LanguageSwitcher() {
  const t = useTexts(authTexts);
  const shown = useDisplayLanguage();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t.language.label}>
      <IconLanguage size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-xs"
          variant={language === shown ? 'light' : 'subtle'}
          lang={language}
          aria-pressed={language === shown}
          onClick={() => void switchLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
