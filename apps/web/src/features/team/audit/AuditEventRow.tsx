import type { AuditEvent } from '@griot/contract/workspaces/workspaceSchemas';
import { Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { formatDateTime, formatRelative } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { actorName, auditSentenceParts } from './auditSentence';
import { auditTexts } from './auditTexts';

/** The avatar of an event's actor: their picture when they are still a member, else initials. */
export function AuditActorAvatar({ event, picture }: { event: AuditEvent; picture: string | null }) {
  const t = useTexts(auditTexts);
  return (
    <Avatar
      name={actorName(event, t.system)}
      color="initials"
      src={picture}
      radius="xl"
      size={32}
      aria-hidden
    />
  );
}

/** One event: the sentence, who (a deleted account says so), when (the exact date on hover or focus). */
export function AuditEventRow({ event, now }: { event: AuditEvent; now: number }) {
  const t = useTexts(auditTexts);
  const accountGone = event.actor === null && event.actor_name !== '';
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {auditSentenceParts(t, event)}
      </Text>
      <Group gap={8} mt={4} wrap="wrap">
        <Tooltip
          label={t.exactDate({ date: formatDateTime(event.at) })}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text component="time" dateTime={event.at} size="xs" c="dimmed" tabIndex={0}>
            {formatRelative(event.at, now)}
          </Text>
        </Tooltip>
        {accountGone && (
          <Badge size="xs" variant="light" color="gray">
            {t.deletedAccount}
          </Badge>
        )}
      </Group>
    </div>
  );
}
