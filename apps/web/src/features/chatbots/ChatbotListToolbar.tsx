import { Button, Group, NativeSelect, TextInput, Tooltip } from '@mantine/core';
import {
  IconClockHour4,
  IconSearch,
  IconSortAscendingLetters,
  IconSortDescendingLetters,
} from '@tabler/icons-react';
import { useId } from 'react';
import { isChatbotStatus } from '../../lib/chatbotLabels';
import type { ChatbotSort, ChatbotStatusFilter } from './selectVisibleChatbots';

interface ChatbotListToolbarProps {
  search: string;
  status: ChatbotStatusFilter;
  sort: ChatbotSort;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: ChatbotStatusFilter) => void;
  onSortChange: (value: ChatbotSort) => void;
}

const STATUS_FILTERS = [
  { value: 'all', label: 'Tous' },
  { value: 'active', label: 'Actif' },
  { value: 'inactive', label: 'Inactif' },
  { value: 'maintenance', label: 'Maintenance' },
];

/** Each press moves to the next order: most recent, then name A→Z, then Z→A. */
const SORTS = {
  recent: { label: 'Plus récents', next: 'nameAsc', Icon: IconClockHour4 },
  nameAsc: { label: 'Nom A → Z', next: 'nameDesc', Icon: IconSortAscendingLetters },
  nameDesc: { label: 'Nom Z → A', next: 'recent', Icon: IconSortDescendingLetters },
} satisfies Record<ChatbotSort, { label: string; next: ChatbotSort; Icon: typeof IconClockHour4 }>;

/** Search box, status filter and sort toggle of the chatbot list. */
export function ChatbotListToolbar(props: ChatbotListToolbarProps) {
  const { search, status, sort, onSearchChange, onStatusChange, onSortChange } = props;
  const sortHintId = useId();
  const current = SORTS[sort];
  const next = SORTS[current.next];

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Recherche"
        aria-label="Rechercher un chatbot..."
        placeholder="Rechercher un chatbot..."
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
      />
      <NativeSelect
        label="Statut"
        data={STATUS_FILTERS}
        value={status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onStatusChange(isChatbotStatus(value) ? value : 'all');
        }}
        w={180}
      />
      <Tooltip label={`Passer à : ${next.label}`}>
        <Button
          variant="default"
          leftSection={<current.Icon size={16} aria-hidden />}
          onClick={() => onSortChange(current.next)}
          aria-label={`Trier : ${current.label}`}
          aria-describedby={sortHintId}
        >
          {current.label}
        </Button>
      </Tooltip>
      <span id={sortHintId} hidden>
        {`Ordre actuel : ${current.label}`}
      </span>
    </Group>
  );
}
