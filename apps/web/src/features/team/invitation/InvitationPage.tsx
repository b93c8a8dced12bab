import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconMailOpened } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { commonTexts } from '../../../components/commonTexts';
import { StateCard } from '../../../components/StateCard';
import { classifyApiError } from '../../../lib/apiErrors';
import { formatLongDate } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { useStoredSession } from '../../../lib/sessionStore';
import { RoleBadge } from '../RoleBadge';
import { teamFailure } from '../teamFailure';
import { teamTexts } from '../teamTexts';
import { useInvitationActions } from './useInvitationActions';

/**
 * /invitation/:token, the link of the invitation mail, open to anyone: what it offers, then the
 * way forward: accept (signed in with the invited address), sign in to accept, or create an account.
 */
export function InvitationPage() {
  const t = useTexts(teamTexts).invitationPage;
  const common = useTexts(commonTexts);
  const roleLines = useTexts(teamTexts).roleDescriptions;
  useTexts(workspaceMessages);
  const { token = '' } = useParams();
  const session = useStoredSession();
  const preview = useQuery(orpc.workspaces.invitation.queryOptions({ input: { token }, retry: false }));
  const actions = useInvitationActions(token);
  const invitation = preview.data?.invitation;

  let body: React.ReactNode;
  if (preview.isPending) {
    body = (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  } else if (!invitation) {
    const failure = classifyApiError(preview.error);
    // A link that is unknown, expired or used: the server's words; anything else may pass on retry.
    const refused = failure.kind === 'response' && failure.status < 500;
    body = (
      <StateCard
        icon={<IconAlertTriangle size={30} />}
        color={refused ? 'orange' : 'red'}
        title={t.unusableTitle}
        text={teamFailure(preview.error, t.failed)}
        role="alert"
      >
        <Group justify="center" gap="sm">
          {!refused && (
            <Button variant="light" onClick={() => preview.refetch()}>
              {common.actions.retry}
            </Button>
          )}
          <Button component={Link} to={session ? '/dashboard' : '/login'} variant="default">
            {session ? t.toDashboard : t.toLogin}
          </Button>
        </Group>
      </StateCard>
    );
  } else {
    const signedInAs = session?.data.email.toLowerCase();
    const acceptError = actions.accept.error ? teamFailure(actions.accept.error, t.failed) : null;
    body = (
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailOpened size={28} />
          </ThemeIcon>
          <Title order={1} fz="h3">
            {invitation.workspace_name}
          </Title>
          <Text>{t.joinRole({ workspace: invitation.workspace_name, role: invitation.role })}</Text>
          <Stack gap={4} align="flex-start">
            <RoleBadge role={invitation.role} />
            <Text size="sm" c="dimmed">
              {roleLines[invitation.role]}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {invitation.invited_by
                ? t.invitedBy({ inviter: invitation.invited_by, email: invitation.email })
                : t.invitedTo({ email: invitation.email })}
            </Text>
            <Text size="sm" c="dimmed">
              {t.validUntil({ date: formatLongDate(invitation.expires_at) })}
            </Text>
          </Stack>
          {acceptError && (
            <Alert color="red" role="alert">
              {acceptError}
            </Alert>
          )}
          {session && signedInAs !== invitation.email ? (
            <>
              <Alert color="orange" role="note">
                {t.otherAccount({ me: session.data.email, email: invitation.email })}
              </Alert>
              <Button variant="default" onClick={() => void actions.switchAccount()}>
                {t.switchAccount}
              </Button>
            </>
          ) : session ? (
            <Button
              size="md"
              loading={actions.accept.isPending}
              onClick={() => actions.accept.mutate({ token })}
            >
              {t.accept}
            </Button>
          ) : invitation.has_account ? (
            <Button size="md" onClick={actions.signIn}>
              {t.signInToAccept}
            </Button>
          ) : (
            <Button size="md" onClick={actions.signUp}>
              {t.createAccount}
            </Button>
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Box w="100%" maw={520}>
        <Text fw={800} fz="xl" c="griot" mb="lg" ta="center">
          {/* i18n-exempt: the brand's name */}
          Griot
        </Text>
        {body}
      </Box>
    </Center>
  );
}
