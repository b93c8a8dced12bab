import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { orpc } from '../../lib/orpc';
import { showSavedSettings } from './accountQueries';

/** Where Mantine keeps this browser's choice (main.tsx): a browser that chose keeps its choice. */
const LOCAL_CHOICE_KEY = 'griot-color-scheme';

/**
 * The theme is an account setting (`darkMode`): the shell's toggle, the
 * profile menu and the settings switch all go through here, so the choice is saved on the server
 * and follows the account to another browser.
 */
export function useThemePreference() {
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const { mutateAsync: saveSettings } = useMutation(
    orpc.account.updateSettings.mutationOptions({
      onSuccess: (saved) => showSavedSettings(queryClient, saved.settings),
    }),
  );
  const setDark = useCallback(
    (dark: boolean) => {
      setColorScheme(dark ? 'dark' : 'light');
      void (async () => {
        try {
          // The settings already read serve as they are; else they are asked once.
          const { settings } = await queryClient.ensureQueryData(orpc.account.settings.queryOptions());
          if (settings.general.darkMode === dark) return;
          await saveSettings({ ...settings, general: { ...settings.general, darkMode: dark } });
        } catch {
          // The theme already changed here; saving it for other browsers is best effort.
        }
      })();
    },
    [queryClient, setColorScheme, saveSettings],
  );
  return { dark: scheme === 'dark', setDark };
}

/** In a browser that never chose a theme, the account's saved one applies when the dashboard opens. */
export function useAccountTheme(): void {
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (localStorage.getItem(LOCAL_CHOICE_KEY)) return;
    void queryClient
      .fetchQuery(orpc.account.settings.queryOptions())
      .then(({ settings }) => {
        // The user may have used the toggle while the settings were on their way: that choice wins.
        if (localStorage.getItem(LOCAL_CHOICE_KEY)) return;
        setColorScheme(settings.general.darkMode ? 'dark' : 'light');
      })
      .catch(() => undefined);
  }, [queryClient, setColorScheme]);
}
