import type { Profile } from '@griot/contract/account/accountSchemas';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCake,
  IconCircleCheckFilled,
  IconCrown,
  IconEdit,
  IconMail,
  IconMapPin,
  IconPhone,
  IconShare,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../lib/displayLocale';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { accountTexts } from './accountTexts';
import { ProfileAvatar } from './ProfileAvatar';

/** Shares the profile's address: the system's share sheet where there is one, else the clipboard. */
async function shareProfile(name: string): Promise<void> {
  const url = `${window.location.origin}/dashboard/profile`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: accountTexts.profile.shareTitle({ name }), url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notifications.show({ color: 'green', message: accountTexts.profile.linkCopied });
  } catch {
    notifications.show({ color: 'red', message: accountTexts.profile.copyFailed });
  }
}

function Detail({ icon, children, dimmed }: { icon: ReactNode; children: ReactNode; dimmed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text c="dimmed" component="span" display="flex" aria-hidden>
        {icon}
      </Text>
      <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The profile's identity card: photo, name, badges, contact details, bio and the actions. */
export function ProfileHeader({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const t = useTexts(accountTexts);
  return (
    <Card withBorder radius="lg" p="xl">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <ProfileAvatar name={profile.name} picture={profile.profile_picture} />
        <Stack gap="xs" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz={26}>
              {profile.name}
            </Title>
            <Badge color="teal" variant="light" leftSection={<IconCircleCheckFilled size={14} aria-hidden />}>
              {t.profile.verified}
            </Badge>
            <Badge
              color="yellow"
              variant="filled"
              c="dark.8"
              leftSection={<IconCrown size={14} aria-hidden />}
            >
              {t.profile.premium}
            </Badge>
          </Group>
          {profile.company && (
            <Text c="dimmed" size="sm" fw={500}>
              {profile.company}
            </Text>
          )}
          <Group gap="lg" wrap="wrap" mt={4}>
            <Detail icon={<IconMail size={16} />}>{profile.email}</Detail>
            <Detail icon={<IconPhone size={16} />} dimmed={!profile.phone}>
              {profile.phone ? formatPhone(profile.phone) : t.profile.noPhone}
            </Detail>
            <Detail icon={<IconCake size={16} />} dimmed={!profile.birth_date}>
              {profile.birth_date
                ? t.profile.born({ date: formatLongDate(`${profile.birth_date}T12:00:00Z`) })
                : t.profile.noBirthDate}
            </Detail>
            <Detail icon={<IconMapPin size={16} />} dimmed={!profile.location}>
              {profile.location || t.profile.noLocation}
            </Detail>
          </Group>
          <Text size="sm" c={profile.bio ? undefined : 'dimmed'} mt={4} style={{ whiteSpace: 'pre-line' }}>
            {profile.bio || t.profile.bioEmpty}
          </Text>
          <Group gap="sm" mt="sm" wrap="wrap">
            <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
              {t.profile.edit}
            </Button>
            <Button
              variant="default"
              leftSection={<IconShare size={16} />}
              onClick={() => void shareProfile(profile.name)}
            >
              {t.profile.share}
            </Button>
            <Button
              variant="default"
              component={Link}
              to="/dashboard/account-settings?tab=security"
              leftSection={<IconShieldLock size={16} />}
            >
              {t.profile.security}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
