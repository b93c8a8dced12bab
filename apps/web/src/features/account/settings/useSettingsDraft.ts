import type { AccountSettings, Profile } from '@griot/contract/account/accountSchemas';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { orpc } from '../../../lib/orpc';
import { accountFailure } from '../accountFailure';
import { refreshStoredUser, showSavedProfile, showSavedSettings } from '../accountQueries';
import { useThemePreference } from '../useThemePreference';
import { settingsTexts as t } from './settingsTexts';

export interface Identity {
  name: string;
  email: string;
  phone: string;
}

const identityOf = (profile: Profile): Identity => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone ?? '',
});

/**
 * The settings form: what is saved, what is edited, and the footer's two actions. The dark-mode
 * switch is the shell's theme toggle: applied and saved at once, so it is never an unsaved change.
 */
export function useSettingsDraft(profile: Profile, saved: AccountSettings) {
  const queryClient = useQueryClient();
  const theme = useThemePreference();
  const [identity, setIdentity] = useState(() => identityOf(profile));
  const [edited, setEdited] = useState<AccountSettings>(saved);
  const withTheme = (value: AccountSettings): AccountSettings => ({
    ...value,
    general: { ...value.general, darkMode: theme.dark },
  });
  const settings = withTheme(edited);

  const identityChanged = JSON.stringify(identity) !== JSON.stringify(identityOf(profile));
  const settingsChanged = JSON.stringify(settings) !== JSON.stringify(withTheme(saved));

  const updateSettings = (change: (current: AccountSettings) => AccountSettings) => {
    const next = change(settings);
    if (next.general.darkMode !== theme.dark) theme.setDark(next.general.darkMode);
    setEdited(next);
  };

  const cancel = () => {
    setIdentity(identityOf(profile));
    setEdited(saved);
  };

  // One 'Enregistrer' for two calls, one after the other: the identity (when it changed), then the settings.
  const save = useMutation({
    mutationFn: async () => {
      if (identityChanged) {
        const result = await orpc.account.updateProfile.call(identity);
        showSavedProfile(queryClient, result.profile);
        refreshStoredUser(result.user);
      }
      return (await orpc.account.updateSettings.call(settings)).settings;
    },
    onSuccess: async (stored) => {
      showSavedSettings(queryClient, stored);
      // The screens change language at once; the toast already speaks the new one.
      await switchLanguage(stored.general.language);
      notifications.show({ color: 'green', message: t.footer.saved });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: accountFailure(error, t.footer.saveFailed) }),
  });

  return {
    identity,
    setIdentity,
    settings,
    updateSettings,
    dirty: identityChanged || settingsChanged,
    cancel,
    save,
  };
}
