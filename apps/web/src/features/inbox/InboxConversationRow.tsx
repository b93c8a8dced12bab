import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconClockHour4, IconUserQuestion } from '@tabler/icons-react';
import { type KeyboardEvent, memo } from 'react';
import { Link } from 'react-router';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { formatRelative } from '../../components/chat/chatDates';
import { conversationTitle } from '../../lib/conversationIdentity';
import { formatDateTime } from '../../lib/displayLocale';
import { useTexts } from '../../lib/i18n/useTexts';
import { libTexts } from '../../lib/texts/libTexts';
import classes from './InboxList.module.css';
import { STATUS_COLORS } from './inboxStatusLooks';
import { inboxTexts } from './inboxTexts';
import { waitLevel, waitText } from './waitingTime';

/** Label chips shown on a row before '+N'. */
const LABELS_SHOWN = 3;
const WAIT_COLORS = { fresh: 'gray', warning: 'orange', alert: 'red' } as const;

interface InboxConversationRowProps {
  conversation: InboxConversation;
  to: string;
  index: number;
  selected: boolean;
  now: number;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>, index: number) => void;
}

/**
 * One conversation of the inbox: who, where, the last words and when, what is unread, its status,
 * how long the customer has waited, who handles it and its labels. Memoised: a row renders again
 * when its data, its selection, the minute or the language changes.
 */
export const InboxConversationRow = memo(function InboxConversationRow({
  conversation,
  to,
  index,
  selected,
  now,
  onKeyDown,
}: InboxConversationRowProps) {
  const t = useTexts(inboxTexts).row;
  // The status names are the contract's; the relative time and a visitor's name are lib's.
  useTexts(inboxMessages);
  useTexts(libTexts);
  const title = conversationTitle(conversation);
  const unread = selected ? 0 : conversation.unread_count;
  const { status, assignee, waiting_since: waitingSince } = conversation;
  const level = waitingSince ? waitLevel(waitingSince, now) : null;
  return (
    <Link
      to={to}
      className={classes.row}
      data-selected={selected || undefined}
      data-row-index={index}
      aria-current={selected ? 'page' : undefined}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar name={title} color="initials" radius="xl" size={40} aria-hidden />
        <div className={classes.rowBody}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread > 0 ? 700 : 600} truncate>
              {title}
            </Text>
            {conversation.last_message_at && (
              <Text size="xs" c={unread > 0 ? 'teal' : 'dimmed'} className={classes.noShrink}>
                <time dateTime={conversation.last_message_at}>
                  {formatRelative(conversation.last_message_at, now)}
                </time>
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between" mt={2}>
            <Text size="xs" c="dimmed" truncate>
              {conversation.last_message_preview}
            </Text>
            {unread > 0 && (
              <Badge
                size="sm"
                circle
                color="teal"
                aria-label={t.unread({ count: unread })}
                className={classes.noShrink}
              >
                {unread > 99 ? '99+' : unread}
              </Badge>
            )}
          </Group>
          <Group gap={6} mt={6} wrap="nowrap" justify="space-between">
            <Group gap={4} wrap="wrap" miw={0}>
              <ChatbotTypeBadge type={conversation.channel} />
              <Text size="xs" c="dimmed" truncate maw={120}>
                {conversation.chatbot_name}
              </Text>
              <Badge
                size="sm"
                variant="light"
                radius="sm"
                color={STATUS_COLORS[status]}
                title={
                  status === 'snoozed' && conversation.snoozed_until
                    ? t.snoozedUntil({ date: formatDateTime(conversation.snoozed_until) })
                    : undefined
                }
              >
                {inboxMessages.statuses[status]}
              </Badge>
              {waitingSince && level && (
                <Badge
                  size="sm"
                  variant={level === 'fresh' ? 'light' : 'filled'}
                  radius="sm"
                  color={WAIT_COLORS[level]}
                  leftSection={<IconClockHour4 size={11} aria-hidden />}
                  title={t.waitingTitle({ date: formatDateTime(waitingSince) })}
                  tt="none"
                >
                  {waitText(waitingSince, now)}
                </Badge>
              )}
            </Group>
            <AssigneeAvatar assignee={assignee} resolved={status === 'resolved'} />
          </Group>
          {conversation.labels.length > 0 && (
            <Group gap={4} mt={6} aria-label={t.labels} role="list">
              {conversation.labels.slice(0, LABELS_SHOWN).map((label) => (
                <Badge key={label.id} role="listitem" size="xs" variant="dot" color={label.color} tt="none">
                  {label.name}
                </Badge>
              ))}
              {conversation.labels.length > LABELS_SHOWN && (
                <Badge role="listitem" size="xs" variant="default" tt="none">
                  {t.moreLabels({ count: conversation.labels.length - LABELS_SHOWN })}
                </Badge>
              )}
            </Group>
          )}
        </div>
      </Group>
    </Link>
  );
});

/** Who handles it: their initials; nobody on a conversation a person must answer: a question mark. */
function AssigneeAvatar({
  assignee,
  resolved,
}: {
  assignee: InboxConversation['assignee'];
  resolved: boolean;
}) {
  const t = inboxTexts.row;
  if (assignee) {
    const label = t.assignedTo({ name: assignee.name });
    return (
      <Tooltip label={label} withArrow>
        <Avatar name={assignee.name} color="initials" radius="xl" size={24} aria-label={label} role="img" />
      </Tooltip>
    );
  }
  if (resolved) return null;
  return (
    <Tooltip label={t.unassigned} withArrow>
      <Avatar radius="xl" size={24} variant="outline" color="gray" aria-label={t.unassigned} role="img">
        <IconUserQuestion size={14} aria-hidden />
      </Avatar>
    </Tooltip>
  );
}
