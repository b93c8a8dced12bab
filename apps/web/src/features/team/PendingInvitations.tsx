import type { Invitation } from '@griot/contract/workspaces/workspaceSchemas';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { formatLongDate, formatRelative } from '../../lib/displayLocale';
import { useTexts } from '../../lib/i18n/useTexts';
import { RoleBadge } from './RoleBadge';
import { teamTexts } from './teamTexts';

interface PendingInvitationsProps {
  invitations: Invitation[];
  /** The invitation a resend or a revoke is working on. */
  busyId: string | undefined;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** The invitations not accepted yet: each with its role, when it went, when it ends; resend or cancel. */
export function PendingInvitations({ invitations, busyId, onResend, onRevoke }: PendingInvitationsProps) {
  const t = useTexts(teamTexts).invitations;
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invitations">
      <Title order={3} fz="lg" id="team-invitations">
        {t.heading}
      </Title>
      {invitations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.empty}
        </Text>
      ) : (
        <Card withBorder radius="lg" p={0}>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {invitations.map((invitation, index) => (
              <Group
                component="li"
                key={invitation.id}
                justify="space-between"
                gap="sm"
                p="md"
                wrap="wrap"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Stack gap={4} miw={0} style={{ flex: '1 1 220px' }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Text>
                    <RoleBadge role={invitation.role} />
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {t.sentOn({ when: formatRelative(invitation.sent_at) })}
                    </Text>
                    {invitation.status === 'expired' ? (
                      <Badge size="sm" color="red" variant="light">
                        {t.expired}
                      </Badge>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t.expiresOn({ date: formatLongDate(invitation.expires_at) })}
                      </Text>
                    )}
                  </Group>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconMailForward size={14} aria-hidden />}
                    aria-label={t.resendFor({ email: invitation.email })}
                    loading={busyId === invitation.id}
                    onClick={() => onResend(invitation)}
                  >
                    {t.resend}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={t.revokeFor({ email: invitation.email })}
                    disabled={busyId === invitation.id}
                    onClick={() => onRevoke(invitation)}
                  >
                    {t.revoke}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
