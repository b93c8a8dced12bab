import '@mantine/dates/styles.css';
import { lastAllowedDay } from '@griot/contract/analytics/analyticsSchemas';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconRobot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDisplayLanguage, useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { formatDay } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { PERIOD_PRESETS, type PeriodPreset, pickerDay, previousRange } from './periodDays';
import type { useAnalyticsFilters } from './useAnalyticsFilters';

type FilterControls = ReturnType<typeof useAnalyticsFilters>;

const CUSTOM = 'custom';
const ALL = 'all';

/**
 * The screen's filters: the chatbot, the period (a preset or a custom range of the workspace's
 * days, 24 months at most) and the previous period the trends compare with. `periodError` is the
 * contract's French error for a period it refuses, shown under the picker.
 */
export function PeriodFilterBar({
  controls,
  timeZone,
  periodError,
}: {
  controls: FilterControls;
  timeZone: string;
  periodError?: string;
}) {
  const t = useTexts(analyticsTexts).filters;
  const language = useDisplayLanguage();
  const { filters, today } = controls;
  const chatbots = useQuery(
    orpc.chatbots.list.queryOptions({ select: (result) => result.chatbots, staleTime: 5 * 60_000 }),
  );
  // The picker's own value: a range being chosen has one end only until the second click.
  const [picked, setPicked] = useState<[string | null, string | null]>([filters.from, filters.to]);
  useEffect(() => setPicked([filters.from, filters.to]), [filters.from, filters.to]);

  const previous = previousRange(filters);
  const datesReadable = !periodError;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t.label}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t.chatbot}
            w={{ base: '100%', sm: 240 }}
            leftSection={<IconRobot size={16} aria-hidden />}
            allowDeselect={false}
            value={filters.chatbotId ?? ALL}
            onChange={(value) => controls.setChatbot(value && value !== ALL ? value : undefined)}
            data={[
              { value: ALL, label: t.allChatbots },
              ...(chatbots.data ?? []).map((chatbot) => ({ value: chatbot._id, label: chatbot.bot_name })),
            ]}
          />
          <Select
            label={t.period}
            w={{ base: '100%', sm: 200 }}
            allowDeselect={false}
            value={filters.preset ?? CUSTOM}
            onChange={(value) => value && value !== CUSTOM && controls.setPreset(value as PeriodPreset)}
            data={[
              ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: t.presets[preset] })),
              { value: CUSTOM, label: t.presets.custom, disabled: true },
            ]}
          />
          <DatePickerInput
            type="range"
            label={t.customRange}
            placeholder={t.customRangePlaceholder}
            w={{ base: '100%', sm: 280 }}
            leftSection={<IconCalendar size={16} aria-hidden />}
            locale={language === 'pseudo' ? 'fr' : language}
            valueFormat={t.dateFormat}
            allowSingleDateInRange
            maxDate={today}
            // Once a first day is picked, the second may be at most 24 months later (the server's rule).
            {...(picked[0] && !picked[1] ? { maxDate: minDay(lastAllowedDay(picked[0]), today) } : {})}
            value={picked}
            error={periodError}
            onChange={(value) => {
              const from = value[0] ? pickerDay(value[0]) : null;
              const to = value[1] ? pickerDay(value[1]) : null;
              setPicked([from, to]);
              if (from && to) controls.setRange({ from, to });
            }}
          />
        </Group>
        {datesReadable && (
          <Text size="sm" c="dimmed">
            {t.range({ from: formatDay(filters.from), to: formatDay(filters.to) })}
            {' · '}
            {t.comparedTo({ from: formatDay(previous.from), to: formatDay(previous.to) })}
            {' · '}
            {t.timeZone({ zone: timeZone })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}
