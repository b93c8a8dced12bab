import type { AuditEvent } from '@griot/contract/workspaces/workspaceSchemas';
import { Button, Card, Center, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { StateCard } from '../../../components/StateCard';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { useNow } from '../../../lib/useNow';
import { AuditActorAvatar, AuditEventRow } from './AuditEventRow';
import { AuditFilters } from './AuditFilters';
import { auditTexts } from './auditTexts';
import { type AuditFilters as Filters, useAuditLog } from './useAuditLog';

/**
 * The workspace's audit log on /dashboard/team (owners and administrators): filters by member and
 * by type, the events newest first, 50 at a time.
 */
export function AuditLogSection({ workspaceId }: { workspaceId: string }) {
  const t = useTexts(auditTexts);
  const common = useTexts(commonTexts);
  const now = useNow(60_000);
  const [filters, setFilters] = useState<Filters>({ member: null, type: null });
  const log = useAuditLog(workspaceId, filters);
  const members = useQuery(
    orpc.workspaces.members.queryOptions({ input: { id: workspaceId }, retry: false }),
  );
  const events = useMemo(() => log.data?.pages.flatMap((page) => page.events) ?? [], [log.data]);
  const pictures = useMemo(
    () => new Map((members.data?.members ?? []).map((member) => [member.user_id, member.profile_picture])),
    [members.data],
  );
  const people = useMemo(() => peopleOf(members.data?.members ?? [], events), [members.data, events]);

  return (
    <Stack gap="md">
      <div>
        <Title order={3} fz="lg">
          {t.heading}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t.intro}
        </Text>
      </div>
      <AuditFilters filters={filters} people={people} onChange={setFilters} />

      {log.isPending ? (
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t.states.loading}
            </Text>
          </Group>
        </Center>
      ) : log.isError ? (
        <StateCard
          icon={<IconAlertTriangle size={30} />}
          color="red"
          title={t.states.errorTitle}
          text={apiFailureMessage(classifyApiError(log.error), common.states.checkConnection)}
          role="alert"
        >
          <Button variant="light" onClick={() => void log.refetch()}>
            {common.actions.retry}
          </Button>
        </StateCard>
      ) : events.length === 0 ? (
        <StateCard
          icon={<IconHistory size={30} />}
          color="gray"
          title={t.states.emptyTitle}
          text={t.states.emptyText}
          role="status"
        />
      ) : (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Timeline bulletSize={32} lineWidth={2} aria-label={t.heading}>
            {events.map((event) => (
              <Timeline.Item
                key={event.id}
                bullet={
                  <AuditActorAvatar
                    event={event}
                    picture={event.actor ? (pictures.get(event.actor.id) ?? null) : null}
                  />
                }
              >
                <AuditEventRow event={event} now={now} />
              </Timeline.Item>
            ))}
          </Timeline>
          {log.hasNextPage && (
            <Center mt="lg">
              <Button
                variant="default"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {t.loadMore}
              </Button>
            </Center>
          )}
        </Card>
      )}
    </Stack>
  );
}

/**
 * Whom the 'Membre' filter offers: the members, then anyone else the events shown name (a person
 * removed since, whose events stay).
 */
function peopleOf(
  members: ReadonlyArray<{ user_id: string; name: string; email: string }>,
  events: readonly AuditEvent[],
): Array<{ id: string; name: string }> {
  const people = members.map((member) => ({ id: member.user_id, name: member.name || member.email }));
  const listed = new Set(people.map((person) => person.id));
  for (const event of events)
    if (event.actor && !listed.has(event.actor.id)) {
      listed.add(event.actor.id);
      people.push({ id: event.actor.id, name: event.actor.name || event.actor_name });
    }
  return people;
}
