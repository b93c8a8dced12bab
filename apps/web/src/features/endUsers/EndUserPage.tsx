import type { EndUserDetail } from '@griot/contract/endUsers/endUserContract';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconMessageCircle, IconUserOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { classifyApiError } from '../../lib/apiErrors';
import { formatNumber } from '../../lib/formatNumber';
import { formatPhone } from '../../lib/formatPhone';
import { displayLocale } from '../../lib/i18n/displayLanguage';
import { useTexts } from '../../lib/i18n/useTexts';
import { endUserTexts } from './endUserTexts';
import { useEndUser } from './useEndUser';

const CHANNEL = { whatsapp: 'WhatsApp', telegram: 'Telegram', messenger: 'Messenger', web: 'Web' } as const;

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** Why the detail or edit screen has no end-user to show, with the way out that fits. */
export function EndUserFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTexts(endUserTexts).detail;
  const common = useTexts(commonTexts);
  const failure = classifyApiError(error);
  const missing = failure.kind === 'response' && (failure.status === 404 || failure.status === 400);
  return (
    <StateCard
      icon={<IconUserOff size={32} />}
      color={missing ? 'gray' : 'red'}
      title={missing ? t.notFound : t.loadFailed}
      text={missing ? t.notFoundText : common.states.checkConnection}
      role="alert"
    >
      {missing ? (
        <Button component={Link} to="/dashboard/all-users" variant="light">
          {t.backToList}
        </Button>
      ) : (
        <Button variant="light" color="red" onClick={retry}>
          {common.actions.retry}
        </Button>
      )}
    </StateCard>
  );
}

/** /dashboard/users/{id}: identity, channel, variables collected, last messages, the conversation. */
export function EndUserPage({ extra }: { extra?: (endUser: EndUserDetail) => React.ReactNode } = {}) {
  const texts = useTexts(endUserTexts);
  const t = texts.detail;
  const edit = useTexts(commonTexts).actions.edit;
  const { id = '' } = useParams();
  const query = useEndUser(id);
  if (query.isError) return <EndUserFailure error={query.error} retry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t.loading} />
      </Group>
    );
  const endUser = query.data.user;
  const name = endUser.name || texts.unnamed;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group wrap="nowrap" gap="md">
            <Avatar name={name} color="initials" size="lg" />
            <Stack gap={2}>
              <Title order={2} fz="xl">
                {name}
              </Title>
              <Text c="dimmed" size="sm">
                {endUser.phone ? formatPhone(endUser.phone) : endUser.usertel}
                {endUser.email ? ` · ${endUser.email}` : ''}
              </Text>
              <Group gap="xs">
                <Badge variant="light">
                  {CHANNEL[endUser.channel as keyof typeof CHANNEL] ?? endUser.channel}
                </Badge>
                <Anchor component={Link} to={`/dashboard/chatbots/${endUser.idbot}/home`} size="sm">
                  {endUser.bot_name}
                </Anchor>
                {endUser.opted_out && (
                  <Badge color="orange" variant="light">
                    {t.optedOut}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/dashboard/chat/${endUser.idbot}/${encodeURIComponent(endUser.usertel)}`}
              leftSection={<IconMessageCircle size={16} />}
            >
              {texts.openConversation}
            </Button>
            <Button
              component={Link}
              to={`/dashboard/users/${endUser.id}/edit`}
              variant="light"
              leftSection={<IconEdit size={16} />}
            >
              {edit}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="md">
          <Fact label={t.interactions} value={formatNumber(endUser.interactions)} />
          <Fact label={t.firstVisit} value={dateTime(endUser.created_at)} />
          <Fact
            label={t.lastActivity}
            value={endUser.last_activity_at === null ? texts.neverActive : dateTime(endUser.last_activity_at)}
          />
        </SimpleGrid>
      </Card>

      {extra?.(endUser)}

      <Card withBorder radius="lg" p="lg">
        <Title order={3} fz="lg" mb="sm">
          {t.variablesTitle}
        </Title>
        {endUser.variables.length === 0 ? (
          <Text c="dimmed">{t.noValues}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.variable}</Table.Th>
                  <Table.Th>{t.value}</Table.Th>
                  <Table.Th>{t.updated}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {endUser.variables.map((variable) => (
                  <Table.Tr key={variable.id}>
                    <Table.Td>{variable.slug || variable.id}</Table.Td>
                    <Table.Td>
                      {variable.value || (
                        <Text c="dimmed" span>
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{variable.updated_at ? dateTime(variable.updated_at) : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Title order={3} fz="lg" mb="sm">
          {t.messagesTitle}
        </Title>
        {endUser.messages.length === 0 ? (
          <Text c="dimmed">{t.noMessages}</Text>
        ) : (
          <Stack gap={6}>
            {endUser.messages.map((message) => (
              <Group key={message.id} justify={message.direction === 'in' ? 'flex-start' : 'flex-end'}>
                <Card
                  withBorder
                  radius="md"
                  p="xs"
                  maw="80%"
                  bg={message.direction === 'in' ? undefined : 'var(--mantine-primary-color-light)'}
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {message.text || '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dateTime(message.created_at)}
                  </Text>
                </Card>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}
