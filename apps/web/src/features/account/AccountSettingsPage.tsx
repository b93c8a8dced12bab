import type { AccountSettings, Profile } from '@griot/contract/account/accountSchemas';
import { Button, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconBell,
  IconCreditCard,
  IconLock,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { accountFailure } from './accountFailure';
import { useAccountSettings, useProfile } from './accountQueries';
import { accountTexts } from './accountTexts';
import { BillingTab } from './settings/BillingTab';
import { GeneralTab } from './settings/GeneralTab';
import { NotificationsTab } from './settings/NotificationsTab';
import { PasswordChangeForm } from './settings/PasswordChangeForm';
import { PrivacyTab } from './settings/PrivacyTab';
import { SessionsList } from './settings/SessionsList';
import { settingsTexts } from './settings/settingsTexts';
import { useAccountLanguage } from './settings/useAccountLanguage';
import { useSettingsDraft } from './settings/useSettingsDraft';
import { TwoFactorCard } from './twoFactor/TwoFactorCard';

export const SETTINGS_TABS = ['general', 'security', 'notifications', 'billing', 'privacy'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const TABS_WITH_DRAFT: readonly SettingsTab[] = ['general', 'notifications', 'privacy'];

const TAB_ICONS: Record<SettingsTab, ReactNode> = {
  general: <IconSettings size={16} />,
  security: <IconShieldLock size={16} />,
  notifications: <IconBell size={16} />,
  billing: <IconCreditCard size={16} />,
  privacy: <IconLock size={16} />,
};

const isTab = (value: string | null): value is SettingsTab => SETTINGS_TABS.includes(value as SettingsTab);

/** /dashboard/account-settings: five tabs, ?tab= picks the first one shown. */
export function AccountSettingsPage() {
  const t = useTexts(settingsTexts);
  const common = useTexts(commonTexts);
  // The failures' shared text (accountFailure) reads this catalogue: loaded before it is needed.
  useTexts(accountTexts);
  const profile = useProfile();
  const settings = useAccountSettings();
  useAccountLanguage(settings.data);
  if (profile.isPending || settings.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={42} radius="md" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  if (profile.isError || settings.isError)
    return (
      <StateCard
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title={t.loadFailed}
        text={accountFailure(profile.error ?? settings.error, t.loadFailed)}
        role="alert"
      >
        <Button
          onClick={() => {
            void profile.refetch();
            void settings.refetch();
          }}
        >
          {common.actions.retry}
        </Button>
      </StateCard>
    );
  return <SettingsForm profile={profile.data} saved={settings.data} />;
}

function SettingsForm({ profile, saved }: { profile: Profile; saved: AccountSettings }) {
  const t = useTexts(settingsTexts);
  const common = useTexts(commonTexts);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Billing is the workspace owner's: the other roles are not shown a tab their role is refused.
  const canBill = useCan('account.billing');
  const tabs = SETTINGS_TABS.filter((id) => id !== 'billing' || canBill);
  const tab: SettingsTab = isTab(requested) && tabs.includes(requested) ? requested : 'general';
  const draft = useSettingsDraft(profile, saved);
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Stack gap="lg" pb={TABS_WITH_DRAFT.includes(tab) ? (phone ? 64 : 96) : 0}>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((id) => (
            <Tabs.Tab key={id} value={id} leftSection={TAB_ICONS[id]}>
              {t.tabs[id]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general" pt="lg">
          <GeneralTab draft={draft} />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="lg">
          <Stack gap="lg">
            <PasswordChangeForm />
            <TwoFactorCard />
            <SessionsList />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="lg">
          <NotificationsTab draft={draft} />
        </Tabs.Panel>
        {canBill && (
          <Tabs.Panel value="billing" pt="lg">
            <BillingTab />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="privacy" pt="lg">
          <PrivacyTab draft={draft} />
        </Tabs.Panel>
      </Tabs>
      {/* Security and billing act at once; the footer saves the other tabs' choices (or says some wait). */}
      {(TABS_WITH_DRAFT.includes(tab) || draft.dirty) && (
        <Card
          withBorder
          radius="lg"
          p={phone ? 8 : 'sm'}
          shadow="md"
          style={{ position: 'sticky', bottom: phone ? 8 : 16, zIndex: 5 }}
          aria-label={t.footer.region}
          component="section"
        >
          {/* On a phone one row, the status beside the buttons: the bar must not hide the form. */}
          <Group justify="space-between" wrap={phone ? 'nowrap' : 'wrap'} gap={phone ? 'xs' : 'sm'}>
            <Text
              size={phone ? 'xs' : 'sm'}
              lh={1.25}
              c={draft.dirty ? 'orange' : 'dimmed'}
              role="status"
              miw={0}
              lineClamp={2}
            >
              {draft.dirty ? t.footer.unsaved : '\u00a0'}
            </Text>
            <Group gap={phone ? 6 : 'sm'} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Button
                variant="default"
                px={phone ? 'sm' : undefined}
                onClick={draft.cancel}
                disabled={!draft.dirty || draft.save.isPending}
              >
                {common.actions.cancel}
              </Button>
              <Button
                px={phone ? 'sm' : undefined}
                onClick={() => draft.save.mutate()}
                loading={draft.save.isPending}
                disabled={!draft.dirty}
              >
                {common.actions.save}
              </Button>
            </Group>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
