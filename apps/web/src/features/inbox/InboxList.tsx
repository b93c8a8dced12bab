import { INBOX_VIEWS, type InboxView } from '@griot/contract/inbox/inboxSchemas';
import { Group, Tabs } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { InboxFilterButton, InboxFilterChips } from './InboxFilters';
import classes from './InboxList.module.css';
import { InboxListBody } from './InboxListBody';
import { InboxSearchBox } from './InboxSearchBox';
import { InboxShortcutsHelp } from './InboxShortcutsHelp';
import { InboxToolbarMenu } from './InboxToolbarMenu';
import { InboxViewTabs } from './InboxViewTabs';
import { inboxConversationPath } from './inboxPaths';
import { inboxListOptions } from './inboxQueries';
import { inboxTexts } from './inboxTexts';
import { useInboxShortcuts } from './useInboxShortcuts';
import { useInboxUrlState } from './useInboxUrlState';

/**
 * The inbox's list column: the views as tabs with their counts, the search, the filters and
 * their chips, then the conversations of the view (virtualised, paged as one scrolls). J / K open
 * the next / previous conversation from anywhere on the page, '?' shows every shortcut. It stays
 * mounted while a phone shows a conversation full screen, so going back finds the same scroll.
 */
export function InboxList({ selectedId }: { selectedId: string | undefined }) {
  useTexts(inboxTexts);
  const navigate = useNavigate();
  const url = useInboxUrlState();
  const { state, query } = url;
  const list = useInfiniteQuery(inboxListOptions(state));
  const rows = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const [help, setHelp] = useState(false);
  const linkFor = useCallback((id: string) => inboxConversationPath(id, query), [query]);

  useInboxShortcuts({
    onStep: (step) => {
      if (rows.length === 0) return;
      const index = selectedId ? rows.findIndex((row) => row.id === selectedId) : -1;
      const next = index === -1 ? 0 : index + step;
      const target = rows[next];
      if (target) navigate(linkFor(target.id));
      else if (step === 1 && list.hasNextPage) void list.fetchNextPage();
    },
    onHelp: () => setHelp(true),
  });

  return (
    <Tabs
      value={state.view}
      onChange={(value) => value && url.setView(value as InboxView)}
      variant="pills"
      radius="xl"
      className={classes.column}
    >
      <div className={classes.toolbar}>
        <InboxViewTabs view={state.view} />
        <Group gap="xs" wrap="nowrap">
          <InboxSearchBox value={state.search} onSearch={url.setSearch} />
          <InboxFilterButton filters={state.filters} onFilter={url.setFilter} onClear={url.clearFilters} />
          <InboxToolbarMenu onShortcuts={() => setHelp(true)} />
        </Group>
        <InboxFilterChips filters={state.filters} onFilter={url.setFilter} onClear={url.clearFilters} />
      </div>
      {INBOX_VIEWS.map((view) => (
        <Tabs.Panel key={view} value={view} className={classes.panel}>
          {view === state.view && (
            <InboxListBody
              state={state}
              list={list}
              rows={rows}
              selectedId={selectedId}
              linkFor={linkFor}
              onClearFilters={url.clearFilters}
              onClearSearch={() => url.setSearch('')}
            />
          )}
        </Tabs.Panel>
      ))}
      <InboxShortcutsHelp opened={help} onClose={() => setHelp(false)} />
    </Tabs>
  );
}
