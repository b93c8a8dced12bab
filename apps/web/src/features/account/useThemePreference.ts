import type { AccountSettings } from '@griot/contract/account/accountSchemas';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../lib/apiClient';
import { accountQueryKeys } from './accountQueries';

/** Where Mantine keeps this browser's choice (main.tsx): a browser that chose keeps its choice. */
const LOCAL_CHOICE_KEY = 'griot-color-scheme';

/**
 * The theme is an account setting (seed 001 §3 'Settings' darkMode): the shell's toggle, the
 * profile menu and the settings switch all go through here, so the choice is saved on the server
 * and follows the account to another browser.
 */
export function useThemePreference() {
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const setDark = useCallback(
    (dark: boolean) => {
      setColorScheme(dark ? 'dark' : 'light');
      void (async () => {
        try {
          const settings =
            queryClient.getQueryData<AccountSettings>(accountQueryKeys.settings) ??
            (await api.account.settings()).settings;
          if (settings.general.darkMode === dark) return;
          const saved = await api.account.updateSettings({
            ...settings,
            general: { ...settings.general, darkMode: dark },
          });
          queryClient.setQueryData(accountQueryKeys.settings, saved.settings);
        } catch {
          // The theme already changed here; saving it for other browsers is best effort.
        }
      })();
    },
    [queryClient, setColorScheme],
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
      .fetchQuery({
        queryKey: accountQueryKeys.settings,
        queryFn: async () => (await api.account.settings()).settings,
      })
      .then((settings) => {
        // The user may have used the toggle while the settings were on their way: that choice wins.
        if (localStorage.getItem(LOCAL_CHOICE_KEY)) return;
        setColorScheme(settings.general.darkMode ? 'dark' : 'light');
      })
      .catch(() => undefined);
  }, [queryClient, setColorScheme]);
}
