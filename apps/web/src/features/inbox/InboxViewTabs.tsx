import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { INBOX_VIEWS, type InboxView } from '@griot/contract/inbox/inboxSchemas';
import { Badge, Group, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './InboxList.module.css';
import { inboxCountsOptions } from './inboxQueries';
import { inboxTexts } from './inboxTexts';

/**
 * The four views as tabs (inside the list's `Tabs`), each with its total and, when some are, its
 * conversations unread by me: a filled badge, what needs reading. Resolved conversations are the
 * bot's again: their unread messages are the bot's to answer, so that view shows no unread badge.
 * The counts come back every 30 s and on live events.
 */
export function InboxViewTabs({ view }: { view: InboxView }) {
  const t = useTexts(inboxTexts).views;
  const names = useTexts(inboxMessages).views;
  const counts = useQuery(inboxCountsOptions());
  return (
    <div className={classes.tabs}>
      <Tabs.List aria-label={t.label} className={classes.tabList}>
        {INBOX_VIEWS.map((name) => {
          const count = counts.data?.views[name];
          return (
            <Tabs.Tab key={name} value={name} px="sm" py={6}>
              <Group gap={6} wrap="nowrap">
                <span>{names[name]}</span>
                {count && (
                  <Badge
                    size="xs"
                    variant={view === name ? 'white' : 'light'}
                    color="gray"
                    aria-label={t.total({ count: count.total })}
                  >
                    {formatNumber(count.total)}
                  </Badge>
                )}
                {count && count.unread > 0 && name !== 'resolved' && (
                  <Badge size="xs" color="teal" aria-label={t.unread({ count: count.unread })}>
                    {formatNumber(count.unread)}
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </div>
  );
}
