import { Button, Group, NativeSelect, TextInput, Tooltip } from '@mantine/core';
import {
  IconClockHour4,
  IconSearch,
  IconSortAscendingLetters,
  IconSortDescendingLetters,
} from '@tabler/icons-react';
import { useId } from 'react';
import { isChatbotStatus } from '../../lib/chatbotLabels';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';
import type { ChatbotSort, ChatbotStatusFilter } from './selectVisibleChatbots';
import { ImportChatbotButton } from './transfer/ImportChatbotButton';

interface ChatbotListToolbarProps {
  search: string;
  status: ChatbotStatusFilter;
  sort: ChatbotSort;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: ChatbotStatusFilter) => void;
  onSortChange: (value: ChatbotSort) => void;
}

const STATUS_FILTERS = ['all', 'active', 'inactive', 'maintenance'] as const satisfies ChatbotStatusFilter[];

/** Each press moves to the next order: most recent, then name A→Z, then Z→A (named in toolbar.*). */
const SORTS = {
  recent: { next: 'nameAsc', Icon: IconClockHour4 },
  nameAsc: { next: 'nameDesc', Icon: IconSortAscendingLetters },
  nameDesc: { next: 'recent', Icon: IconSortDescendingLetters },
} satisfies Record<ChatbotSort, { next: ChatbotSort; Icon: typeof IconClockHour4 }>;

/** Search box, status filter and sort toggle of the chatbot list. */
export function ChatbotListToolbar(props: ChatbotListToolbarProps) {
  const { search, status, sort, onSearchChange, onStatusChange, onSortChange } = props;
  const t = useTexts(chatbotTexts);
  const sortHintId = useId();
  const current = SORTS[sort];
  const currentLabel = t.toolbar[sort];
  const nextLabel = t.toolbar[current.next];

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t.toolbar.search}
        aria-label={t.toolbar.searchPlaceholder}
        placeholder={t.toolbar.searchPlaceholder}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
      />
      <NativeSelect
        label={t.toolbar.status}
        data={STATUS_FILTERS.map((value) => ({ value, label: t.status[value] }))}
        value={status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onStatusChange(isChatbotStatus(value) ? value : 'all');
        }}
        w={180}
      />
      <Tooltip label={t.toolbar.switchTo({ sort: nextLabel })}>
        <Button
          variant="default"
          leftSection={<current.Icon size={16} aria-hidden />}
          onClick={() => onSortChange(current.next)}
          aria-label={t.toolbar.sortedBy({ sort: currentLabel })}
          aria-describedby={sortHintId}
        >
          {currentLabel}
        </Button>
      </Tooltip>
      <ImportChatbotButton />
      <span id={sortHintId} hidden>
        {t.toolbar.currentOrder({ sort: currentLabel })}
      </span>
    </Group>
  );
}
