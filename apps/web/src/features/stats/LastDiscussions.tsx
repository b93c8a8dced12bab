import { HOME_LAST_DISCUSSIONS } from '@griot/contract/constants';
import type { Stats } from '@griot/contract/stats/statsSchemas';
import { Avatar, Badge, Button, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { useNow } from '../../lib/useNow';
import { formatCount } from './formatCount';
import { HomeSection } from './HomeSection';
import classes from './LastDiscussions.module.css';
import { statsTexts } from './statsTexts';
import { timeSince } from './timeSince';

type LastDiscussion = Stats['fourLastDiscussions'][number];

const REFRESH_MS = 30_000;

/**
 * The last discussions: who, with which chatbot, how long ago and how many
 * discussions; a row opens the conversation, the button the end-users list.
 */
export function LastDiscussions({ discussions }: { discussions: readonly LastDiscussion[] }) {
  const t = useTexts(statsTexts);
  const now = useNow(REFRESH_MS);
  const latest = discussions.slice(0, HOME_LAST_DISCUSSIONS);
  return (
    <HomeSection labelledBy="home-last-discussions">
      <Stack h="100%" justify="space-between" gap="md">
        <div>
          <Title order={2} size="h4" mb="md" id="home-last-discussions">
            {t.lastDiscussions.title}
          </Title>
          {latest.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t.noDiscussion}
            </Text>
          ) : (
            <ul className={classes.list}>
              {latest.map((discussion) => (
                <li key={`${discussion.idbot}/${discussion.user_phone_number}`}>
                  <DiscussionRow discussion={discussion} now={now} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button
          component={Link}
          to="/dashboard/all-users"
          variant="light"
          fullWidth
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t.lastDiscussions.seeAll}
        </Button>
      </Stack>
    </HomeSection>
  );
}

function DiscussionRow({ discussion, now }: { discussion: LastDiscussion; now: number }) {
  const t = useTexts(statsTexts);
  const name = discussion.user_full_name.trim();
  const updated = new Date(discussion.update_date);
  const readable = !Number.isNaN(updated.getTime());
  const discussions = formatCount(t.counts.discussions, discussion.number_of_discussions);
  return (
    <UnstyledButton
      component={Link}
      to={`/dashboard/chat/${encodeURIComponent(discussion.idbot)}/${encodeURIComponent(discussion.user_phone_number)}`}
      className={classes.row}
    >
      <Avatar name={name || undefined} color="initials" radius="xl" size={40} aria-hidden />
      <div className={classes.who}>
        <Text fw={600} size="sm" truncate="end">
          {name || t.lastDiscussions.noName}
        </Text>
        <Text c="dimmed" size="xs" truncate="end">
          {discussion.bot_name}
        </Text>
      </div>
      <Stack gap={4} align="flex-end">
        {readable && (
          <Text
            component="time"
            dateTime={updated.toISOString()}
            title={formatDateTime(updated)}
            size="xs"
            c="dimmed"
          >
            {timeSince(updated, now)}
          </Text>
        )}
        <Badge
          variant="light"
          size="sm"
          tt="none"
          leftSection={<IconMessages size={12} aria-hidden />}
          title={discussions}
        >
          {/* On screen the icon stands for the word, which screen readers get in full. */}
          <span aria-hidden>{formatNumber(discussion.number_of_discussions)}</span>
          <VisuallyHidden>{discussions}</VisuallyHidden>
        </Badge>
      </Stack>
    </UnstyledButton>
  );
}
