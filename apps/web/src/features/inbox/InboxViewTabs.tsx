import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { INBOX_VIEWS, type InboxView } from '@griot/contract/inbox/inboxSchemas';
import { Badge, Group, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { displayLocale } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './InboxList.module.css';
import { inboxCountsOptions } from './inboxQueries';
import { inboxTexts } from './inboxTexts';

/**
 * The four views as tabs (inside the list's `Tabs`), each with its total and, on the views I act on,
 * the conversations I have not read: a filled badge, what needs reading. The counts come back
 * every 30 s and on live events.
 */
/**
 * The views whose unread I act on: mine, and those nobody took. 'Toutes' would repeat them with the
 * other agents' (theirs to read); resolved ones are the bot's again.
 */
const UNREAD_SHOWN = new Set<InboxView>(['mine', 'unassigned']);

export function InboxViewTabs({ view }: { view: InboxView }) {
  const t = useTexts(inboxTexts).views;
  const names = useTexts(inboxMessages).views;
  const counts = useQuery(inboxCountsOptions());
  // A narrow column scrolls the tabs sideways: the chosen one is brought into view.
  const active = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of view on purpose
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [view]);
  return (
    <div className={classes.tabs}>
      <Tabs.List aria-label={t.label} className={classes.tabList}>
        {INBOX_VIEWS.map((name) => {
          const count = counts.data?.views[name];
          return (
            <Tabs.Tab
              key={name}
              value={name}
              className={classes.tab}
              ref={name === view ? active : undefined}
            >
              <Group gap={5} wrap="nowrap">
                <span>{names[name]}</span>
                {count && (
                  <Text
                    span
                    fz="xs"
                    fw={600}
                    c={view === name ? undefined : 'dimmed'}
                    aria-label={t.total({ count: count.total })}
                  >
                    {formatCount(count.total)}
                  </Text>
                )}
                {count && count.unread > 0 && UNREAD_SHOWN.has(name) && (
                  <Badge size="xs" color="teal" px={5} aria-label={t.unread({ count: count.unread })}>
                    {formatCount(count.unread)}
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

/** A tab's count in few characters: 1 250, then '12 k' past ten thousand (the exact number is in its label). */
function formatCount(value: number): string {
  if (value < 10_000) return formatNumber(value);
  return new Intl.NumberFormat(displayLocale(), { notation: 'compact', maximumFractionDigits: 0 })
    .format(value)
    .replace(/[\u202F\u00A0]/g, ' ');
}
