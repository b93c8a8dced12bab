import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ContractOutputs } from '../../lib/orpc';
import { workspacesTexts } from './workspacesTexts';

export type ClientFigures = ContractOutputs['workspaces']['clients']['clients'][number];

interface ClientsTableProps {
  clients: readonly ClientFigures[];
  /** The client being opened (the switch under way). */
  opening: string | undefined;
  onOpen: (workspaceId: string) => void;
}

/** The clients with their figures: a table on a wide screen, a card each on a phone. */
export function ClientsTable(props: ClientsTableProps) {
  return (
    <>
      <Card withBorder radius="lg" p={0} visibleFrom="md">
        <WideTable {...props} />
      </Card>
      <SimpleGrid cols={1} spacing="sm" hiddenFrom="md">
        {props.clients.map((client) => (
          <ClientCard key={client.id} client={client} {...props} />
        ))}
      </SimpleGrid>
    </>
  );
}

function WideTable({ clients, opening, onOpen }: ClientsTableProps) {
  const t = useTexts(workspacesTexts).clients;
  const c = t.columns;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.client}</Table.Th>
            <Table.Th>{c.owner}</Table.Th>
            <Table.Th ta="right">{c.chatbots}</Table.Th>
            <Table.Th ta="right">{c.numbers}</Table.Th>
            <Table.Th ta="right">{c.endUsers}</Table.Th>
            <Table.Th ta="right">{c.messages}</Table.Th>
            <Table.Th ta="right">{c.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
                <ClientName client={client} />
              </Table.Td>
              <Table.Td>
                <OwnerText client={client} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(client.chatbots)}</Table.Td>
              <Table.Td ta="right">{formatNumber(client.numbers)}</Table.Td>
              <Table.Td ta="right">{formatNumber(client.end_users)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatNumber(client.messages_this_month)}
              </Table.Td>
              <Table.Td ta="right">
                <OpenButton client={client} opening={opening} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ClientCard({
  client,
  opening,
  onOpen,
}: { client: ClientFigures } & Omit<ClientsTableProps, 'clients'>) {
  const t = useTexts(workspacesTexts).clients;
  const c = t.columns;
  const figures: Array<[string, number]> = [
    [c.chatbots, client.chatbots],
    [c.numbers, client.numbers],
    [c.endUsers, client.end_users],
    [c.messages, client.messages_this_month],
  ];
  return (
    <Card withBorder radius="lg" p="md" component="article" aria-label={client.name}>
      <Stack gap="sm">
        <ClientName client={client} />
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {c.owner}
          </Text>
          <OwnerText client={client} />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700}>{formatNumber(value)}</Text>
            </div>
          ))}
        </SimpleGrid>
        <OpenButton client={client} opening={opening} onOpen={onOpen} fullWidth />
      </Stack>
    </Card>
  );
}

function ClientName({ client }: { client: ClientFigures }) {
  const t = useTexts(workspacesTexts).clients;
  const roles = useTexts(workspaceMessages).roles;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar name={client.name} color="initials" radius="md" size={36} aria-hidden />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {client.name}
        </Text>
        {client.my_role ? (
          <Text size="xs" c="dimmed">
            {t.yourRole({ role: roles[client.my_role] })}
          </Text>
        ) : (
          <Badge size="xs" color="gray" variant="light">
            {t.notMember}
          </Badge>
        )}
      </div>
    </Group>
  );
}

function OwnerText({ client }: { client: ClientFigures }) {
  const t = useTexts(workspacesTexts).clients;
  return client.client_owner ? (
    <Text size="sm">{client.client_owner}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t.notHandedOver}
    </Text>
  );
}

function OpenButton({
  client,
  opening,
  onOpen,
  fullWidth = false,
}: {
  client: ClientFigures;
  opening: string | undefined;
  onOpen: (workspaceId: string) => void;
  fullWidth?: boolean;
}) {
  const t = useTexts(workspacesTexts).clients;
  // Once no longer a member, the provider cannot open the client's workspace.
  if (!client.my_role) return null;
  return (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      rightSection={<IconArrowRight size={14} aria-hidden />}
      aria-label={t.openLabel({ name: client.name })}
      loading={opening === client.id}
      disabled={opening !== undefined && opening !== client.id}
      onClick={() => onOpen(client.id)}
    >
      {t.open}
    </Button>
  );
}
