import '@mantine/dates/styles.css';
import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Alert, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { IconClockPause } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import type { TypedEditorProps } from '../elementOf';
import { waitUntilSentence } from './logicSummary';
import { logicTexts } from './logicTexts';
import { storedTime } from './waitTime';

/**
 * 'Attendre jusqu’à': a time of day (24 h, the workspace's clock), a number of days, or both, and
 * whether the customer's message cancels the wait; a sentence says what will happen. The time is
 * Mantine's TimePicker in 24-hour format: a native time field shows AM/PM in an English browser.
 */
export function WaitUntilEditor({ element, onChange }: TypedEditorProps<'wait_until'>) {
  const t = useTexts(logicTexts).wait;
  const [time, setTime] = useState(element.at ?? '');
  const [days, setDays] = useState<string | number>(element.days ?? '');
  useEffect(() => setTime(element.at ?? ''), [element.at]);
  useEffect(() => setDays(element.days ?? ''), [element.days]);

  const commitTime = () => {
    const at = storedTime(time);
    if (at === element.at) return;
    const { at: _previous, ...rest } = element;
    onChange(at === undefined ? rest : { ...element, at });
  };
  const commitDays = () => {
    const value = typeof days === 'number' ? days : Number.parseInt(days, 10);
    const { days: _previous, ...rest } = element;
    if (days === '' || !Number.isFinite(value))
      return element.days === undefined ? undefined : onChange(rest);
    const next = Math.min(Math.max(Math.trunc(value), 0), FLOW_LIMITS.waitDaysMax);
    setDays(next);
    if (next !== element.days) onChange({ ...element, days: next });
  };
  const enterCommits = (commit: () => void) => (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TimePicker
          label={t.time}
          description={t.timeHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          format="24h"
          value={time}
          onChange={setTime}
          onBlur={commitTime}
          onKeyDown={enterCommits(commitTime)}
          clearable
          clearButtonProps={{ 'aria-label': t.clearTime }}
          hoursInputLabel={t.hours}
          minutesInputLabel={t.minutes}
        />
        <NumberInput
          label={t.days}
          description={t.daysHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={0}
          max={FLOW_LIMITS.waitDaysMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={days}
          onChange={setDays}
          onBlur={commitDays}
          onKeyDown={enterCommits(commitDays)}
        />
      </SimpleGrid>
      <Switch
        label={t.cancelOnReply}
        checked={element.cancel_on_reply}
        onChange={(event) => onChange({ ...element, cancel_on_reply: event.currentTarget.checked })}
      />
      <Alert variant="light" color="blue" p="xs" icon={<IconClockPause size={16} aria-hidden />}>
        <Stack gap={2} aria-live="polite">
          <Text size="sm">{waitUntilSentence(element)}</Text>
          <Text size="sm" c="dimmed">
            {element.cancel_on_reply ? t.cancelled : t.kept}
          </Text>
        </Stack>
      </Alert>
    </Stack>
  );
}
