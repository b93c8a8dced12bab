import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import type { InboxMember } from '@griot/contract/inbox/inboxSchemas';
import { Box, Button, Menu, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { useTexts } from '../../lib/i18n/useTexts';
import { type ContractOutputs, orpc } from '../../lib/orpc';
import { useSessionUser } from '../../lib/sessionStore';
import { inboxMembersOptions } from './inboxQueries';
import { inboxTexts } from './inboxTexts';

type Availability = InboxMember['availability'];
const DOT_COLORS: Record<Availability, string> = { available: 'green', away: 'gray' };

/** A coloured dot: green when available, gray when away. */
function Dot({ availability }: { availability: Availability }) {
  return (
    <Box
      aria-hidden
      w={10}
      h={10}
      style={{
        borderRadius: '50%',
        flexShrink: 0,
        background: `var(--mantine-color-${DOT_COLORS[availability]}-filled)`,
      }}
    />
  );
}

/**
 * The member's 'Disponible' / 'Absent' in the top bar, as Chatwoot shows it: a dot and the state,
 * a menu to change it. Read from the inbox's members (my row); the change shows at once and is
 * undone if the server refuses it.
 */
export function AvailabilityMenu() {
  const t = useTexts(inboxTexts).availability;
  const names = useTexts(inboxMessages).availability;
  const me = useSessionUser()?.id;
  const wide = useMediaQuery('(min-width: 48em)', true);
  const client = useQueryClient();
  const membersKey = inboxMembersOptions().queryKey;
  const mine = useQuery({
    ...inboxMembersOptions(),
    select: (result) => result.members.find((member) => member.id === me)?.availability,
  });
  const change = useMutation(
    orpc.inbox.setAvailability.mutationOptions({
      onMutate: async ({ availability }) => {
        await client.cancelQueries({ queryKey: membersKey });
        const before = client.getQueryData<ContractOutputs['inbox']['members']>(membersKey);
        if (before)
          client.setQueryData(membersKey, {
            ...before,
            members: before.members.map((member) =>
              member.id === me ? { ...member, availability } : member,
            ),
          });
        return { before };
      },
      onError: (error, _input, context) => {
        if (context?.before) client.setQueryData(membersKey, context.before);
        notifications.show({ color: 'red', message: apiFailureMessage(classifyApiError(error), t.failed) });
      },
      onSuccess: (result) =>
        notifications.show({ color: 'green', message: t.saved({ state: names[result.availability] }) }),
      onSettled: () => client.invalidateQueries({ queryKey: membersKey }),
    }),
  );
  const availability = mine.data;
  if (!availability) return null;
  const state = names[availability];
  return (
    <Menu position="bottom-end" shadow="md" width={300}>
      <Tooltip label={t.tooltip} multiline w={280} withArrow openDelay={300}>
        <Menu.Target>
          <Button
            variant="default"
            radius="xl"
            size="sm"
            px={wide ? 'sm' : 12}
            aria-label={t.button({ state })}
            leftSection={wide ? <Dot availability={availability} /> : undefined}
          >
            {/* A phone's top bar has room for the dot alone. */}
            {wide ? state : <Dot availability={availability} />}
          </Button>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t.choose}</Menu.Label>
        {(['available', 'away'] as const).map((value) => (
          <Menu.Item
            key={value}
            leftSection={<Dot availability={value} />}
            rightSection={value === availability ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => value !== availability && change.mutate({ availability: value })}
          >
            {names[value]}
          </Menu.Item>
        ))}
        <Text size="xs" c="dimmed" px="sm" py={6}>
          {t.tooltip}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
