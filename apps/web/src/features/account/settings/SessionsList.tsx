import type { AccountSession } from '@griot/contract/account/accountSchemas';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatRelative } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { accountFailure } from '../accountFailure';
import { settingsTexts } from './settingsTexts';
import { useSecurityActions } from './useSecurityActions';

const DEVICE_ICONS = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDeviceDesktop,
} as const;

/** The account's live sessions: device, place, last activity, revoke all but this one. */
export function SessionsList() {
  const t = useTexts(settingsTexts);
  const sessions = useQuery(orpc.account.sessions.queryOptions({ select: (result) => result.sessions }));
  const { revokeSession: revoke, revokeOtherSessions: revokeOthers } = useSecurityActions();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <div>
          <Title order={3} fz="md">
            {t.security.sessionsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.security.sessionsHint}
          </Text>
        </div>
        {others.length > 0 && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} />}
            loading={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate()}
          >
            {t.security.revokeOthers}
          </Button>
        )}
      </Group>
      {sessions.isPending && <Skeleton h={64} radius="md" />}
      {sessions.isError && (
        <Alert color="red" role="alert">
          {accountFailure(sessions.error, t.security.sessionsFailed)}
        </Alert>
      )}
      {sessions.data && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              revoking={revoke.isPending && revoke.variables?.id === session.id}
              onRevoke={() => revoke.mutate({ id: session.id })}
            />
          ))}
        </Stack>
      )}
      {sessions.data && others.length === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {t.security.onlyThisOne}
        </Text>
      )}
    </Card>
  );
}

function SessionRow({
  session,
  revoking,
  onRevoke,
}: {
  session: AccountSession;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const t = useTexts(settingsTexts);
  const Icon = DEVICE_ICONS[session.device_type];
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon
          variant="light"
          size={40}
          radius="md"
          color={session.current ? 'teal' : 'gray'}
          aria-hidden
        >
          <Icon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">
              {session.device}
            </Text>
            {session.current && (
              <Badge size="sm" color="teal" variant="light">
                {t.security.currentSession}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {session.location
              ? t.security.openedFrom({ address: session.location })
              : t.security.unknownPlace}
            {' · '}
            <span title={formatDateTime(session.last_active)}>
              {t.security.lastActive({ when: formatRelative(session.last_active) })}
            </span>
          </Text>
        </div>
      </Group>
      {!session.current && (
        <Button
          variant="default"
          size="xs"
          loading={revoking}
          onClick={onRevoke}
          aria-label={t.security.revokeLabel({ device: session.device })}
        >
          {t.security.revoke}
        </Button>
      )}
    </Group>
  );
}
