import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Indicator,
  Popover,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxTexts } from './inboxTexts';
import { activeFilterCount, FILTER_KEYS, type FilterKey, type InboxFilters } from './inboxUrlState';
import { type FilterChoice, useInboxFilterChoices } from './useInboxFilterChoices';

interface InboxFiltersProps {
  filters: InboxFilters;
  onFilter: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
}

const PLACEHOLDERS = {
  chatbot: 'anyChatbot',
  channel: 'anyChannel',
  label: 'anyLabel',
  status: 'anyStatus',
  assignee: 'anyAssignee',
} as const;

/**
 * The 'Filtres' button and its compact form (chatbot, channel, label, status, assignee), each
 * change applied at once, so the list behind answers while one chooses.
 */
export function InboxFilterButton({ filters, onFilter, onClear }: InboxFiltersProps) {
  const t = useTexts(inboxTexts).filters;
  const [opened, setOpened] = useState(false);
  const choices = useInboxFilterChoices();
  const active = activeFilterCount(filters);
  return (
    <Tooltip label={t.button} disabled={opened}>
      <Indicator disabled={active === 0} label={active} size={16} offset={4}>
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus>
          <Popover.Target>
            <ActionIcon
              variant={active > 0 ? 'light' : 'default'}
              size={36}
              onClick={() => setOpened((open) => !open)}
              aria-label={active > 0 ? t.buttonActive({ count: active }) : t.button}
            >
              <IconAdjustmentsHorizontal size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm">
              <Text fw={700} size="sm">
                {t.title}
              </Text>
              {FILTER_KEYS.map((key) => (
                <Select
                  key={key}
                  label={t[key]}
                  placeholder={t[PLACEHOLDERS[key]]}
                  data={choices[key]}
                  value={filters[key] ?? null}
                  onChange={(value) => onFilter(key, value ?? undefined)}
                  clearable
                  searchable={key === 'chatbot' || key === 'label' || key === 'assignee'}
                  // Inside the popover: a list opened in a portal would close the popover on a click.
                  comboboxProps={{ withinPortal: false }}
                  renderOption={
                    key === 'label'
                      ? ({ option }) => <LabelOption choice={option as FilterChoice} />
                      : undefined
                  }
                />
              ))}
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                disabled={active === 0}
                onClick={onClear}
              >
                {t.clear}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </Tooltip>
  );
}

function LabelOption({ choice }: { choice: FilterChoice }) {
  return (
    <Group gap={8} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          background: `var(--mantine-color-${choice.color ?? 'gray'}-filled)`,
        }}
      />
      <span>{choice.label}</span>
    </Group>
  );
}

/** The active filters as chips under the search box, each removable, then 'Effacer les filtres'. */
export function InboxFilterChips({ filters, onFilter, onClear }: InboxFiltersProps) {
  const t = useTexts(inboxTexts).filters;
  const choices = useInboxFilterChoices();
  const active = FILTER_KEYS.filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <Group gap={6} aria-label={t.active} role="group">
      {active.map((key) => {
        const choice = choices[key].find((item) => item.value === filters[key]);
        const value = choice?.label ?? t.unknown;
        return (
          <Badge
            key={key}
            variant="light"
            color="gray"
            radius="xl"
            size="lg"
            tt="none"
            fw={500}
            pr={4}
            rightSection={
              <CloseButton
                size="xs"
                radius="xl"
                aria-label={t.remove({ name: t[key], value })}
                onClick={() => onFilter(key, undefined)}
              />
            }
          >
            {t.chip({ name: t[key], value })}
          </Badge>
        );
      })}
      <Button variant="subtle" size="compact-xs" color="gray" onClick={onClear}>
        {t.clear}
      </Button>
    </Group>
  );
}
