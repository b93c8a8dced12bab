import type { Profile } from '@griot/contract/account/accountSchemas';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconActivity,
  IconDeviceDesktop,
  IconKey,
  IconLogin,
  IconMail,
  IconMessages,
  IconPhoto,
  IconRobot,
  IconSettings,
  IconShieldCheck,
  IconUserEdit,
  IconUsers,
  IconWifi,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayLocale, formatDateTime, formatLongDate, formatRelative } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { accountTexts } from './accountTexts';

const ACTIVITY_ICONS: Record<Profile['activity'][number]['kind'], ReactNode> = {
  login: <IconLogin size={14} />,
  profile_updated: <IconUserEdit size={14} />,
  email_changed: <IconMail size={14} />,
  avatar_changed: <IconPhoto size={14} />,
  password_changed: <IconKey size={14} />,
  session_revoked: <IconDeviceDesktop size={14} />,
  other_sessions_revoked: <IconDeviceDesktop size={14} />,
  settings_updated: <IconSettings size={14} />,
  chatbot_created: <IconRobot size={14} />,
  two_factor_enabled: <IconShieldCheck size={14} />,
  two_factor_disabled: <IconShieldCheck size={14} />,
};

/** '99,5 %' (fr), '99.5%' (en): a share out of 100 in the language shown, with plain spaces. */
function formatPercent(value: number): string {
  return new Intl.NumberFormat(displayLocale(), { style: 'percent', maximumFractionDigits: 1 })
    .format(value / 100)
    .replace(/[\u202F\u00A0]/g, ' ');
}

function StatTile({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string;
}) {
  const tile = (
    <Card withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={24} fw={700} lh={1.2}>
            {value}
          </Text>
        </div>
      </Group>
    </Card>
  );
  return hint ? (
    <Tooltip label={hint} multiline w={240}>
      {tile}
    </Tooltip>
  ) : (
    tile
  );
}

/** The four figures of the profile, from the account's real data. */
export function ProfileStats({ stats }: { stats: Profile['stats'] }) {
  const t = useTexts(accountTexts);
  return (
    <section aria-label={t.profile.statsTitle}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatTile
          label={t.profile.stats.chatbots}
          value={formatNumber(stats.chatbots)}
          icon={<IconRobot size={22} />}
        />
        <StatTile
          label={t.profile.stats.messages}
          value={formatNumber(stats.messages)}
          icon={<IconMessages size={22} />}
        />
        <StatTile
          label={t.profile.stats.users}
          value={formatNumber(stats.users)}
          icon={<IconUsers size={22} />}
        />
        <StatTile
          label={t.profile.stats.availability}
          value={formatPercent(stats.availability)}
          icon={<IconWifi size={22} />}
          hint={t.profile.stats.availabilityHint}
        />
      </SimpleGrid>
    </section>
  );
}

export function RecentActivity({ activity }: { activity: Profile['activity'] }) {
  const t = useTexts(accountTexts);
  return (
    <Card withBorder radius="lg" p="lg" h="100%">
      <Group gap="xs" mb="md">
        <IconActivity size={20} aria-hidden />
        <Title order={3} fz="lg">
          {t.profile.activityTitle}
        </Title>
      </Group>
      {activity.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.profile.noActivity}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2}>
          {activity.map((event) => (
            <Timeline.Item
              key={`${event.kind}-${event.id}`}
              bullet={ACTIVITY_ICONS[event.kind]}
              title={t.activity[event.kind]}
            >
              {event.subject && event.kind !== 'other_sessions_revoked' && (
                <Text size="sm" c="dimmed">
                  {event.subject}
                </Text>
              )}
              <Text size="xs" c="dimmed" title={formatDateTime(event.at)}>
                {formatRelative(event.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

export function AccountInfo({ profile }: { profile: Profile }) {
  const t = useTexts(accountTexts);
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} fz="lg" mb="md">
        {t.profile.accountTitle}
      </Title>
      <Stack gap="sm">
        <InfoRow label={t.profile.accountType}>{t.profile.userTypes[profile.user_type]}</InfoRow>
        <InfoRow label={t.profile.memberSince}>{formatLongDate(profile.created_at)}</InfoRow>
        <InfoRow label={t.profile.lastLogin}>
          {profile.last_login ? formatDateTime(profile.last_login) : t.profile.never}
        </InfoRow>
        <InfoRow label={t.profile.status}>
          <Badge color="teal" variant="light">
            {t.profile.active}
          </Badge>
        </InfoRow>
      </Stack>
    </Card>
  );
}

export function SecuritySummary({ security }: { security: Profile['security'] }) {
  const t = useTexts(accountTexts);
  return (
    <Card withBorder radius="lg" p="lg">
      <Group gap="xs" mb="md">
        <IconShieldCheck size={20} aria-hidden />
        <Title order={3} fz="lg">
          {t.profile.securityTitle}
        </Title>
      </Group>
      <Stack gap="sm">
        <InfoRow label={t.profile.passwordChanged}>
          {security.password_changed_at
            ? formatLongDate(security.password_changed_at)
            : t.profile.passwordNeverChanged}
        </InfoRow>
        <InfoRow label={t.profile.twoFactor}>
          <Badge color={security.two_factor_enabled ? 'teal' : 'gray'} variant="light">
            {security.two_factor_enabled ? t.profile.enabled : t.profile.disabled}
          </Badge>
        </InfoRow>
        <InfoRow label={t.profile.activeSessions}>{formatNumber(security.active_sessions)}</InfoRow>
      </Stack>
      <Button
        component={Link}
        to="/dashboard/account-settings?tab=security"
        variant="light"
        fullWidth
        mt="md"
      >
        {t.profile.manageSecurity}
      </Button>
    </Card>
  );
}
