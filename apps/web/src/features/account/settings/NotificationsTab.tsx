import type { AccountSettings } from '@griot/contract/account/accountSchemas';
import { Alert, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { settingsTexts } from './settingsTexts';
import type { useSettingsDraft } from './useSettingsDraft';

type Notifications = AccountSettings['notifications'];
type Group_ = keyof Notifications;
type Channel = 'email' | 'push';

const GROUPS: Array<[Group_, Array<keyof Notifications['account'] | keyof Notifications['chatbots']>]> = [
  ['account', ['newLogin', 'passwordChange']],
  ['chatbots', ['newMessages', 'errors']],
];

/** 'Notifications': the groups Compte and Chatbots, each kind with its email and push switches. */
export function NotificationsTab({ draft }: { draft: ReturnType<typeof useSettingsDraft> }) {
  const t = useTexts(settingsTexts);
  const { settings, updateSettings } = draft;
  const toggle = (group: Group_, kind: string, channel: Channel, checked: boolean) =>
    updateSettings((current) => {
      const groupSettings = current.notifications[group] as Record<string, { email: boolean; push: boolean }>;
      const kindSettings = groupSettings[kind] ?? { email: false, push: false };
      return {
        ...current,
        notifications: {
          ...current.notifications,
          [group]: { ...groupSettings, [kind]: { ...kindSettings, [channel]: checked } },
        },
      };
    });
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t.notifications.intro}
      </Text>
      {GROUPS.map(([group, kinds]) => (
        <Card key={group} withBorder radius="lg" p="lg">
          <Title order={3} fz="md" mb="sm">
            {t.notifications.groups[group]}
          </Title>
          <Stack gap={0}>
            {kinds.map((kind) => {
              const { label, hint } = t.notifications.kinds[kind];
              const value = (
                settings.notifications[group] as Record<string, { email: boolean; push: boolean }>
              )[kind];
              return (
                <Group
                  key={kind}
                  justify="space-between"
                  wrap="wrap"
                  gap="sm"
                  py="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <div style={{ flex: '1 1 240px' }}>
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {hint}
                    </Text>
                  </div>
                  <Group gap="lg">
                    {(['email', 'push'] as const).map((channel) => (
                      <Switch
                        key={channel}
                        label={t.notifications[channel]}
                        aria-label={t.notifications.switchLabel({
                          kind: label,
                          channel: t.notifications[channel],
                        })}
                        checked={value?.[channel] ?? false}
                        onChange={(event) => toggle(group, kind, channel, event.currentTarget.checked)}
                      />
                    ))}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
      <Alert color="gray" variant="light" icon={<IconDeviceMobileMessage size={18} />}>
        {t.notifications.pushNotice}
      </Alert>
    </Stack>
  );
}
