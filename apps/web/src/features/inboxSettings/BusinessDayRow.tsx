import { Group, Switch, Text, TextInput } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import type { DayHours, WeekDay } from './settingsForm';

interface BusinessDayRowProps {
  day: WeekDay;
  hours: DayHours;
  error?: string;
  disabled: boolean;
  onChange: (hours: DayHours) => void;
}

/** One day of the week: open or closed, and its opening and closing times when open. */
export function BusinessDayRow({ day, hours, error, disabled, onChange }: BusinessDayRowProps) {
  const t = useTexts(inboxSettingsTexts).assignment;
  const name = t.days[day];
  return (
    <Group gap="sm" wrap="wrap" align="flex-start" py={6} role="group" aria-label={name}>
      <Switch
        w={140}
        mt={6}
        label={name}
        aria-label={t.openDay({ day: name })}
        checked={hours.open}
        disabled={disabled}
        onChange={(event) => onChange({ ...hours, open: event.currentTarget.checked })}
      />
      {hours.open ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            type="time"
            w={132}
            aria-label={t.start({ day: name })}
            value={hours.start}
            disabled={disabled}
            error={Boolean(error)}
            onChange={(event) => onChange({ ...hours, start: event.currentTarget.value })}
          />
          <Text size="sm" c="dimmed" mt={8}>
            {t.to}
          </Text>
          <TextInput
            type="time"
            w={132}
            aria-label={t.end({ day: name })}
            value={hours.end}
            disabled={disabled}
            error={error}
            onChange={(event) => onChange({ ...hours, end: event.currentTarget.value })}
          />
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt={8}>
          {t.closed}
        </Text>
      )}
    </Group>
  );
}
