import { AWAY_MESSAGE_MAX } from '@griot/contract/inbox/inboxSchemas';
import { Divider, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { BusinessDayRow } from './BusinessDayRow';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { type SettingsErrors, type SettingsForm, WEEK } from './settingsForm';

interface BusinessHoursFieldsProps {
  form: SettingsForm;
  errors: SettingsErrors;
  disabled: boolean;
  onChange: (patch: Partial<SettingsForm>) => void;
}

/** Every time zone the browser knows, the saved one included should it be an alias (UTC). */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** Business hours: on or off, the time zone, a row per day and the message sent outside them. */
export function BusinessHoursFields({ form, errors, disabled, onChange }: BusinessHoursFieldsProps) {
  const t = useTexts(inboxSettingsTexts).assignment;
  const zones = useMemo(() => timeZones(form.timezone), [form.timezone]);
  return (
    <Stack gap="md">
      <Switch
        label={t.hoursLabel}
        aria-label={t.hoursLabel}
        description={t.hoursDescription}
        checked={form.hoursEnabled}
        disabled={disabled}
        onChange={(event) => onChange({ hoursEnabled: event.currentTarget.checked })}
      />
      <Select
        label={t.timezone}
        data={zones}
        value={form.timezone}
        searchable
        nothingFoundMessage={t.timezoneNothing}
        allowDeselect={false}
        maxDropdownHeight={260}
        maw={360}
        disabled={disabled}
        error={errors.timezone}
        onChange={(timezone) => timezone && onChange({ timezone })}
      />
      <div>
        {WEEK.map((day, index) => (
          <div key={day}>
            {index > 0 && <Divider />}
            <BusinessDayRow
              day={day}
              hours={form.days[day]}
              error={errors.days?.[day]}
              disabled={disabled}
              onChange={(hours) => onChange({ days: { ...form.days, [day]: hours } })}
            />
          </div>
        ))}
      </div>
      <Textarea
        label={t.awayMessage}
        placeholder={t.awayPlaceholder}
        value={form.awayMessage}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={AWAY_MESSAGE_MAX}
        disabled={disabled}
        error={errors.awayMessage}
        onChange={(event) => onChange({ awayMessage: event.currentTarget.value })}
      />
      <Text size="xs" c="dimmed" ta="right" mt={-12} aria-live="polite">
        {t.counter({ count: form.awayMessage.length, max: AWAY_MESSAGE_MAX })}
      </Text>
    </Stack>
  );
}
