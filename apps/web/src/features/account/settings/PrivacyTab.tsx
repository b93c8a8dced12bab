import { PROFILE_VISIBILITIES } from '@griot/contract/account/accountSchemas';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { accountFailure } from '../accountFailure';
import { settingsTexts } from './settingsTexts';
import { useAccountDataActions } from './useAccountDataActions';
import type { useSettingsDraft } from './useSettingsDraft';

/** 'Confidentialité': visibility, analytics, the export and the account's deletion. */
export function PrivacyTab({ draft }: { draft: ReturnType<typeof useSettingsDraft> }) {
  const t = useTexts(settingsTexts);
  const { settings, updateSettings } = draft;
  const [deleting, deletion] = useDisclosure(false);
  const { exportData } = useAccountDataActions();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Stack gap="lg">
          <Radio.Group
            label={t.privacy.visibility}
            value={settings.privacy.profileVisibility}
            onChange={(value) =>
              updateSettings((current) => ({
                ...current,
                privacy: {
                  ...current.privacy,
                  profileVisibility: value as typeof current.privacy.profileVisibility,
                },
              }))
            }
          >
            <Group gap="lg" mt="xs">
              {PROFILE_VISIBILITIES.map((visibility) => (
                <Radio key={visibility} value={visibility} label={t.privacy.visibilities[visibility]} />
              ))}
            </Group>
          </Radio.Group>
          <Switch
            label={t.privacy.analytics}
            description={t.privacy.analyticsHint}
            checked={settings.privacy.analytics}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              updateSettings((current) => ({
                ...current,
                privacy: { ...current.privacy, analytics: checked },
              }));
            }}
          />
        </Stack>
      </Card>
      <Card withBorder radius="lg" p="lg">
        <Title order={3} fz="md" mb={4}>
          {t.privacy.exportTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t.privacy.exportHint}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {exportData.isPending ? t.privacy.exporting : t.privacy.exportButton}
        </Button>
      </Card>
      <Card withBorder radius="lg" p="lg" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
        <Title order={3} fz="md" mb={4} c="red">
          {t.privacy.deleteTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t.privacy.deleteHint}
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deletion.open}>
          {t.privacy.deleteButton}
        </Button>
      </Card>
      <Modal opened={deleting} onClose={deletion.close} title={t.privacy.deleteTitle} centered>
        {deleting && <DeleteAccountForm onCancel={deletion.close} />}
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useTexts(settingsTexts);
  const common = useTexts(commonTexts);
  const [password, setPassword] = useState('');
  const remove = useAccountDataActions().deleteAccount;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password, confirmed: true });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t.privacy.deleteConfirm}
        </Alert>
        {remove.isError && (
          <Alert color="red" role="alert">
            {accountFailure(remove.error, t.privacy.deleteFailed)}
          </Alert>
        )}
        <PasswordInput
          label={t.privacy.deletePassword}
          autoComplete="current-password"
          required
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending} disabled={!password}>
            {t.privacy.deleteFinal}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
