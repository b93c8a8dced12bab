import { LANGUAGES } from '@griot/contract/account/accountSchemas';
import { Card, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames';
import { useTexts } from '../../../lib/i18n/useTexts';
import { settingsTexts } from './settingsTexts';
import type { Identity, useSettingsDraft } from './useSettingsDraft';

type Draft = ReturnType<typeof useSettingsDraft>;

/** 'Général': name, email, phone, language, email notifications, dark mode. */
export function GeneralTab({ draft }: { draft: Draft }) {
  const t = useTexts(settingsTexts);
  const { identity, setIdentity, settings, updateSettings } = draft;
  const field = (key: keyof Identity) => ({
    value: identity[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setIdentity((current) => ({ ...current, [key]: value }));
    },
  });
  const general = settings.general;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Title order={3} fz="md" mb="md">
          {t.general.identity}
        </Title>
        <Stack gap="sm" maw={560}>
          <TextInput label={t.general.name} autoComplete="name" {...field('name')} />
          <TextInput label={t.general.email} type="email" autoComplete="email" {...field('email')} />
          <TextInput
            label={t.general.phone}
            description={t.general.phoneHint}
            type="tel"
            autoComplete="tel"
            {...field('phone')}
          />
        </Stack>
      </Card>
      <Card withBorder radius="lg" p="lg">
        <Title order={3} fz="md" mb="md">
          {t.general.preferences}
        </Title>
        <Stack gap="md" maw={560}>
          <Select
            label={t.general.language}
            description={t.general.languageHint}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            value={general.language}
            allowDeselect={false}
            renderOption={({ option }) => <span lang={option.value}>{option.label}</span>}
            onChange={(value) =>
              value &&
              updateSettings((current) => ({
                ...current,
                general: { ...current.general, language: value as typeof general.language },
              }))
            }
          />
          <Switch
            label={t.general.emailNotifications}
            description={t.general.emailNotificationsHint}
            checked={general.emailNotifications}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              updateSettings((current) => ({
                ...current,
                general: { ...current.general, emailNotifications: checked },
              }));
            }}
          />
          <Switch
            label={t.general.darkMode}
            description={t.general.darkModeHint}
            checked={general.darkMode}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              updateSettings((current) => ({
                ...current,
                general: { ...current.general, darkMode: checked },
              }));
            }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
