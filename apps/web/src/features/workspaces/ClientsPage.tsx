import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBriefcase, IconInfoCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import { ClientsTable } from './ClientsTable';
import { CreateWorkspaceModal } from './CreateWorkspaceModal';
import { useSwitchWorkspace } from './useWorkspaceActions';
import { workspaceFailure } from './workspaceFailure';
import { useClients } from './workspaceQueries';
import { workspacesTexts } from './workspacesTexts';

// recharts is heavy and only this screen and the chatbot dashboard need it: loaded with the chart.
const ClientsChart = lazy(() =>
  import('./ClientsChart').then((module) => ({ default: module.ClientsChart })),
);

/**
 * /dashboard/clients: a tech provider's clients (from its own workspace, as owner or
 * administrator), their figures of the month, a chart comparing their messages, and the way to
 * open each one, add one and hand one over.
 */
export function ClientsPage() {
  const t = useTexts(workspacesTexts).clients;
  const common = useTexts(commonTexts);
  const workspace = useSessionUser()?.workspace ?? undefined;
  const clients = useClients(workspace?.id);
  const switchTo = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  const list = clients.data?.clients ?? [];

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={2}>{t.title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t.subtitle}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t.newClient}
        </Button>
      </Group>
      <Alert color="griot" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        {t.handover}
      </Alert>

      {clients.isPending ? (
        <Group justify="center" gap="sm" py="xl" role="status">
          <Loader size="sm" />
          <Text>{t.loading}</Text>
        </Group>
      ) : clients.isError ? (
        <StateCard
          icon={<IconAlertTriangle size={30} />}
          color="red"
          title={t.title}
          text={workspaceFailure(clients.error, t.loadFailed)}
          role="alert"
        >
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => clients.refetch()}
          >
            {common.actions.retry}
          </Button>
        </StateCard>
      ) : list.length === 0 ? (
        <StateCard
          icon={<IconBriefcase size={30} />}
          color="griot"
          title={t.emptyTitle}
          text={t.emptyText}
          role="status"
        >
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t.newClient}
          </Button>
        </StateCard>
      ) : (
        <>
          <ClientsTable
            clients={list}
            opening={switchTo.isPending ? switchTo.variables?.id : undefined}
            onOpen={(id) => switchTo.mutate({ id })}
          />
          {list.length > 1 && (
            <Card withBorder radius="lg" p="lg">
              <Title order={3} fz="md" mb="md">
                {t.chartTitle}
              </Title>
              <Suspense fallback={<Loader size="sm" />}>
                <ClientsChart clients={list} />
              </Suspense>
            </Card>
          )}
        </>
      )}

      <CreateWorkspaceModal
        opened={creating}
        onClose={() => setCreating(false)}
        clientOnly
        onCreated={() => {}}
      />
    </Stack>
  );
}
