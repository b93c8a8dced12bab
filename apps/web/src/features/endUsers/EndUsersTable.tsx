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
import { StateCard } from '../../components/StateCard';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { formatNumber } from '../../lib/formatNumber';
import { EndUserCardList } from './EndUserCardList';
import { EndUserRow } from './EndUserRow';
import classes from './EndUsersTable.module.css';
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

const ROW_HEIGHT = 60;

function ariaSort(sort: EndUsersSort | null, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
/** On a phone the cards have no column headers to click: the sorts are a select instead. */
const PHONE_SORTS: Array<{ value: string; label: string; sort: EndUsersSort | null }> = [
  { value: 'none', label: 'Ordre par défaut', sort: null },
  { value: 'activity', label: 'Dernière activité', sort: { column: 'activity', direction: 'desc' } },
  { value: 'interactions', label: 'Interactions', sort: { column: 'interactions', direction: 'desc' } },
  { value: 'chatbot', label: 'Chatbot (A → Z)', sort: { column: 'chatbot', direction: 'asc' } },
];

const FILTER_LABELS: Array<[keyof EndUsersFilters, string]> = [
  ['active', 'Utilisateurs actifs'],
  ['inactive', 'Utilisateurs inactifs'],
  ['withInteractions', 'Avec interactions'],
  ['withoutInteractions', 'Sans interactions'],
];

/**
 * The end-users table of the end-users screen and of a chatbot's dashboard:
 * search debounced 500 ms, filters and sorts on the loaded rows, page sizes up to 'Tous', more
 * pages on demand. Rows are virtualised: 'Tous' on thousands of end-users stays smooth.
 */
export function EndUsersTable({ chatbotId }: { chatbotId?: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [limit, setLimit] = useState(END_USERS_PAGE_SIZE_DEFAULT);
  const [filters, setFilters] = useState<EndUsersFilters>(NO_FILTERS);
  const [sort, setSort] = useState<EndUsersSort | null>(null);
  const { query, endUsers, loadingAll, progress } = useEndUsersList({
    ...(chatbotId ? { chatbotId } : {}),
    search: debounced,
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
  // Five columns need 780 px: on a phone each end-user is a card instead of a row to scroll sideways.
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;

  const header = (column: SortColumn, label: string) => {
    const direction = sort?.column === column ? sort.direction : null;
    const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
    return (
      <UnstyledButton onClick={() => setSort(nextSort(sort, column))} aria-label={`Trier par ${label}`}>
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
          placeholder="Rechercher un utilisateur..."
          aria-label="Rechercher un utilisateur"
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
              Filtres
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {FILTER_LABELS.map(([key, label]) => (
              <Menu.Item
                key={key}
                onClick={() => setFilters((current) => ({ ...current, [key]: !current[key] }))}
              >
                {/* Clicks go to the item alone: a label's click would toggle it a second time. */}
                <Checkbox
                  label={label}
                  checked={filters[key]}
                  readOnly
                  tabIndex={-1}
                  style={{ pointerEvents: 'none' }}
                />
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item onClick={() => setFilters(NO_FILTERS)} disabled={filterCount === 0}>
              Effacer les filtres
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {phone && (
          <Select
            w={170}
            aria-label="Trier par"
            value={
              PHONE_SORTS.find(
                (option) =>
                  option.sort?.column === sort?.column && option.sort?.direction === sort?.direction,
              )?.value ?? 'none'
            }
            onChange={(value) => setSort(PHONE_SORTS.find((option) => option.value === value)?.sort ?? null)}
            allowDeselect={false}
            data={PHONE_SORTS.map(({ value, label }) => ({ value, label }))}
          />
        )}
        <Select
          w={phone ? undefined : 130}
          style={phone ? { flex: 1 } : undefined}
          aria-label="Utilisateurs par page"
          value={String(limit)}
          onChange={(value) => setLimit(Number(value ?? END_USERS_PAGE_SIZE_DEFAULT))}
          allowDeselect={false}
          data={[
            ...END_USERS_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} par page` })),
            { value: String(END_USERS_PAGE_ALL), label: 'Tous' },
          ]}
        />
      </Group>

      {query.isPending && !loadingAll ? (
        <Stack gap="xs" aria-busy="true">
          <Text size="sm" c="dimmed">
            Chargement des utilisateurs...
          </Text>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={52} radius="md" />
          ))}
        </Stack>
      ) : query.isError ? (
        <StateCard
          icon={<IconUsers size={32} />}
          color="red"
          title="Impossible de charger les utilisateurs"
          text="Vérifiez votre connexion, puis réessayez."
          role="alert"
        >
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </StateCard>
      ) : rows.length === 0 ? (
        <StateCard
          icon={<IconUsers size={32} />}
          color="gray"
          title="Aucun utilisateur trouvé"
          text={
            debounced || filterCount > 0
              ? 'Aucun utilisateur ne correspond à votre recherche ou à vos filtres.'
              : 'Les personnes qui écrivent à vos chatbots apparaîtront ici.'
          }
          role="status"
        >
          <Button variant="light" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </StateCard>
      ) : (
        <>
          {phone ? (
            <EndUserCardList rows={rows} />
          ) : (
            // A real table (rows stay rows for screen readers), laid out as a grid so its body can be virtualised.
            <div className={classes.scroller} ref={scroller}>
              <table className={classes.table} aria-label="Utilisateurs" aria-rowcount={rows.length + 1}>
                <thead className={classes.header}>
                  <tr className={classes.row}>
                    <th>Utilisateur</th>
                    <th aria-sort={ariaSort(sort, 'chatbot')}>{header('chatbot', 'Chatbot')}</th>
                    <th aria-sort={ariaSort(sort, 'interactions')}>
                      {header('interactions', 'Interactions')}
                    </th>
                    <th aria-sort={ariaSort(sort, 'activity')}>{header('activity', 'Dernière activité')}</th>
                    <th>Actions</th>
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
                  Chargement de tous les utilisateurs...
                  {progress &&
                    ` ${formatNumber(progress.loaded)}${progress.expected ? ` / ${formatNumber(progress.expected)}` : ''}`}
                </Text>
              </Group>
            ) : query.isFetchingNextPage ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Chargement de plus d'utilisateurs...
                </Text>
              </Group>
            ) : query.hasNextPage ? (
              <Button variant="light" onClick={() => void query.fetchNextPage()}>
                Charger plus d'utilisateurs
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Fin de la liste des utilisateurs
              </Text>
            )}
          </Center>
        </>
      )}
    </Stack>
  );
}
