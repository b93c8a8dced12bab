import '@mantine/dates/styles.css';
// The calendar's month and day names in the language shown (dayjs reads English without them).
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconClock, IconMoon } from '@tabler/icons-react';
import { useDisplayLanguage, useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import type { CampaignDraft, DraftField } from './campaignDraft';
import { longDay, WEEK_DAYS, weekdayName } from './whenSummary';

type WhenDraft = Pick<CampaignDraft, 'when' | 'date' | 'time' | 'frequency' | 'days' | 'until'>;

/**
 * 'Quand': now, at a date and time, or recurring (every day or chosen days, until a date), all
 * in the workspace's time zone, shown under the fields with the quiet hours when there are.
 */
export function WhenFields({
  value,
  onChange,
  errors,
  timeZone,
  today,
  quietHours,
}: {
  value: WhenDraft;
  onChange: (change: Partial<WhenDraft>) => void;
  errors: Partial<Record<DraftField, string>>;
  timeZone: string;
  /** 'YYYY-MM-DD' in the workspace's zone: the first day a plan may take. */
  today: string;
  quietHours: { from: string; to: string } | null;
}) {
  const t = useTexts(campaignsTexts).when;
  // On a phone the choices stack: side by side, a longer language cuts them off the screen.
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  const language = useDisplayLanguage();
  const locale = language === 'pseudo' ? 'fr' : language;
  const time = (label: string, error?: string) => (
    <TimePicker
      label={label}
      format="24h"
      value={value.time ? `${value.time}:00` : ''}
      onChange={(picked) => onChange({ time: picked ? picked.slice(0, 5) : '' })}
      hoursInputLabel={t.hours}
      minutesInputLabel={t.minutes}
      leftSection={<IconClock size={16} aria-hidden />}
      error={error}
      w={{ base: '100%', xs: 140 }}
    />
  );

  return (
    <Stack gap="sm">
      <SegmentedControl
        orientation={phone ? 'vertical' : 'horizontal'}
        aria-label={t.mode}
        value={value.when}
        onChange={(when) => onChange({ when: when === 'scheduled' || when === 'recurring' ? when : 'now' })}
        data={[
          { value: 'now', label: t.now },
          { value: 'scheduled', label: t.scheduled },
          { value: 'recurring', label: t.recurring },
        ]}
        fullWidth
      />
      {value.when === 'scheduled' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DatePickerInput
            label={t.date}
            locale={locale}
            valueFormat={t.dateFormat}
            leftSection={<IconCalendar size={16} aria-hidden />}
            minDate={today}
            getDayAriaLabel={longDay}
            value={value.date || null}
            onChange={(date) => onChange({ date: date ?? '' })}
            error={errors.date}
            w={{ base: '100%', xs: 220 }}
          />
          {time(t.time)}
        </Group>
      )}
      {value.when === 'recurring' && (
        <Stack gap="sm">
          <SegmentedControl
            orientation={phone ? 'vertical' : 'horizontal'}
            aria-label={t.frequency}
            value={value.frequency}
            onChange={(frequency) => onChange({ frequency: frequency === 'weekly' ? 'weekly' : 'daily' })}
            data={[
              { value: 'daily', label: t.daily },
              { value: 'weekly', label: t.weekly },
            ]}
          />
          {value.frequency === 'weekly' && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="campaign-days">
                {t.days}
              </Text>
              <Chip.Group
                multiple
                value={value.days.map(String)}
                onChange={(days) => onChange({ days: days.map(Number) })}
              >
                <Group gap={6} role="group" aria-labelledby="campaign-days">
                  {WEEK_DAYS.map((day) => (
                    <Chip key={day} value={String(day)} size="sm" aria-label={weekdayName(day)}>
                      {weekdayName(day, 'short')}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {errors.days && (
                <Text size="xs" c="red.8" role="alert">
                  {errors.days}
                </Text>
              )}
            </Stack>
          )}
          <Group gap="sm" align="flex-start" wrap="wrap">
            {time(t.time, errors.time)}
            <DatePickerInput
              label={t.until}
              placeholder={t.untilPlaceholder}
              locale={locale}
              valueFormat={t.dateFormat}
              leftSection={<IconCalendar size={16} aria-hidden />}
              minDate={today}
              getDayAriaLabel={longDay}
              value={value.until || null}
              onChange={(date) => onChange({ until: date ?? '' })}
              clearable
              error={errors.until}
              w={{ base: '100%', xs: 220 }}
            />
          </Group>
        </Stack>
      )}
      {value.when !== 'now' && (
        <Text size="xs" c="dimmed">
          {t.timeZone({ zone: timeZone })}
        </Text>
      )}
      {quietHours && (
        <Group gap={6} wrap="nowrap">
          <IconMoon size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t.quietHours(quietHours)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
