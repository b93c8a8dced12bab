import {
  END_USERS_PAGE_ALL,
  END_USERS_PAGE_SIZE_DEFAULT,
  END_USERS_PAGE_SIZES,
} from '@griot/contract/endUsers/endUserSchemas';
import {
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Menu,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconFilter,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { EndUserCardList } from './EndUserCardList';
import { EndUserRow } from './EndUserRow';
import classes from './EndUsersTable.module.css';
import { EndUsersTagFilter, TagFilterSummary } from './EndUsersTagFilter';
import { endUserTexts } from './endUserTexts';
import {
  activeFilterCount,
  type EndUsersFilters,
  type EndUsersSort,
  filterEndUsers,
  NO_FILTERS,
  nextSort,
  type SortColumn,
  sortEndUsers,
} from './sortEndUsers';
import { useEndUsersList } from './useEndUsersList';
import { useTagFilterParam } from './useTagFilterParam';

const ROW_HEIGHT = 60;

function ariaSort(sort: EndUsersSort | null, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
/** On a phone the cards have no column headers to click: the sorts are a select instead. */
const PHONE_SORTS: Array<{ value: 'none' | SortColumn; sort: EndUsersSort | null }> = [
  { value: 'none', sort: null },
  { value: 'activity', sort: { column: 'activity', direction: 'desc' } },
  { value: 'interactions', sort: { column: 'interactions', direction: 'desc' } },
  { value: 'chatbot', sort: { column: 'chatbot', direction: 'asc' } },
];

const FILTERS: Array<keyof EndUsersFilters> = [
  'active',
  'inactive',
  'withInteractions',
  'withoutInteractions',
];

/**
 * The end-users table of the end-users screen and of a chatbot's dashboard:
 * search debounced 500 ms, tags (asked of the server, kept in the address), filters and sorts on
 * the loaded rows, page sizes up to 'Tous', more pages on demand. Rows are virtualised: 'Tous' on thousands of end-users stays smooth.
 */
export function EndUsersTable({ chatbotId }: { chatbotId?: string }) {
  const t = useTexts(endUserTexts).table;
  const common = useTexts(commonTexts);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [limit, setLimit] = useState(END_USERS_PAGE_SIZE_DEFAULT);
  const [filters, setFilters] = useState<EndUsersFilters>(NO_FILTERS);
  const [sort, setSort] = useState<EndUsersSort | null>(null);
  const [tags, setTags] = useTagFilterParam();
  const { query, endUsers, loadingAll, progress, total, totalCapped } = useEndUsersList({
    ...(chatbotId ? { chatbotId } : {}),
    search: debounced,
    tags,
    limit,
  });
  const rows = useMemo(
    () => sortEndUsers(filterEndUsers(endUsers, filters), sort),
    [endUsers, filters, sort],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const filterCount = activeFilterCount(filters);
  // Six columns need 920 px: on a phone each end-user is a card instead of a row to scroll sideways.
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;

  const header = (column: SortColumn, label: string) => {
    const direction = sort?.column === column ? sort.direction : null;
    const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
    return (
      <UnstyledButton
        onClick={() => setSort(nextSort(sort, column))}
        aria-label={t.sortByColumn({ column: label })}
      >
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          placeholder={t.search}
          aria-label={t.searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={
                filterCount > 0 ? (
                  <Badge size="sm" circle>
                    {filterCount}
                  </Badge>
                ) : undefined
              }
            >
              {t.filters}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {FILTERS.map((key) => (
              <Menu.Item
                key={key}
                onClick={() => setFilters((current) => ({ ...current, [key]: !current[key] }))}
              >
                {/* Clicks go to the item alone: a label's click would toggle it a second time. */}
                <Checkbox
                  label={t.filter[key]}
                  checked={filters[key]}
                  readOnly
                  tabIndex={-1}
                  style={{ pointerEvents: 'none' }}
                />
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item onClick={() => setFilters(NO_FILTERS)} disabled={filterCount === 0}>
              {t.clearFilters}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {/* After 'Filtres': on a phone the search and that button share a line, the tags have their own. */}
        <EndUsersTagFilter chatbotId={chatbotId} value={tags} onChange={setTags} fullWidth={phone} />
        {phone && (
          <Select
            w={170}
            aria-label={t.sortBy}
            value={
              PHONE_SORTS.find(
                (option) =>
                  option.sort?.column === sort?.column && option.sort?.direction === sort?.direction,
              )?.value ?? 'none'
            }
            onChange={(value) => setSort(PHONE_SORTS.find((option) => option.value === value)?.sort ?? null)}
            allowDeselect={false}
            data={PHONE_SORTS.map(({ value }) => ({ value, label: t.sorts[value] }))}
          />
        )}
        <Select
          w={phone ? undefined : 130}
          style={phone ? { flex: 1 } : undefined}
          aria-label={t.perPageLabel}
          value={String(limit)}
          onChange={(value) => setLimit(Number(value ?? END_USERS_PAGE_SIZE_DEFAULT))}
          allowDeselect={false}
          data={[
            ...END_USERS_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t.perPage({ count: size }),
            })),
            { value: String(END_USERS_PAGE_ALL), label: t.all },
          ]}
        />
      </Group>
      {tags.length > 0 && (
        <TagFilterSummary
          tags={tags}
          total={total === undefined ? undefined : { count: total, capped: totalCapped }}
          onClear={() => setTags([])}
        />
      )}

      {query.isPending && !loadingAll ? (
        <Stack gap="xs" aria-busy="true">
          <Text size="sm" c="dimmed">
            {t.loading}
          </Text>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={52} radius="md" />
          ))}
        </Stack>
      ) : query.isError ? (
        <StateCard
          icon={<IconUsers size={32} />}
          color="red"
          title={t.loadFailed}
          text={common.states.checkConnection}
          role="alert"
        >
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {common.actions.retry}
          </Button>
        </StateCard>
      ) : rows.length === 0 ? (
        <StateCard
          icon={<IconUsers size={32} />}
          color="gray"
          title={t.emptyTitle}
          text={debounced || filterCount > 0 || tags.length > 0 ? t.noMatch : t.emptyText}
          role="status"
        >
          <Button variant="light" onClick={() => void query.refetch()}>
            {common.actions.retry}
          </Button>
        </StateCard>
      ) : (
        <>
          {phone ? (
            <EndUserCardList rows={rows} />
          ) : (
            // A real table (rows stay rows for screen readers), laid out as a grid so its body can be virtualised.
            <div className={classes.scroller} ref={scroller}>
              <table className={classes.table} aria-label={t.label} aria-rowcount={rows.length + 1}>
                <thead className={classes.header}>
                  <tr className={classes.row}>
                    <th>{t.columns.endUser}</th>
                    <th aria-sort={ariaSort(sort, 'chatbot')}>{header('chatbot', t.columns.chatbot)}</th>
                    <th>{t.columns.tags}</th>
                    <th aria-sort={ariaSort(sort, 'interactions')}>
                      {header('interactions', t.columns.interactions)}
                    </th>
                    <th aria-sort={ariaSort(sort, 'activity')}>{header('activity', t.columns.activity)}</th>
                    <th>{t.columns.actions}</th>
                  </tr>
                </thead>
                <tbody style={{ height: virtualizer.getTotalSize(), position: 'relative', display: 'block' }}>
                  {virtualizer.getVirtualItems().map((item) => {
                    const endUser = rows[item.index];
                    if (!endUser) return null;
                    return (
                      <EndUserRow
                        key={endUser.id_dialog}
                        endUser={endUser}
                        rowIndex={item.index + 2}
                        top={item.start}
                      />
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Center>
            {loadingAll ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {!progress
                    ? t.loadingAll
                    : progress.expected
                      ? t.loadingAllProgress({
                          loaded: formatNumber(progress.loaded),
                          expected: formatNumber(progress.expected),
                        })
                      : t.loadingAllCount({ loaded: formatNumber(progress.loaded) })}
                </Text>
              </Group>
            ) : query.isFetchingNextPage ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t.loadingMore}
                </Text>
              </Group>
            ) : query.hasNextPage ? (
              <Button variant="light" onClick={() => void query.fetchNextPage()}>
                {t.loadMore}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t.end}
              </Text>
            )}
          </Center>
        </>
      )}
    </Stack>
  );
}
