import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconGauge, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { durationParts, limitState } from './forecastFormat';
import { forecastTexts } from './forecastTexts';

const LIMIT_COLORS = { exceeded: 'red', tight: 'orange', ok: 'teal', unknown: 'gray' } as const;

/** One figure with its label and a line of explanation. */
function Fact({
  icon,
  label,
  value,
  hint,
  color,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
  color?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c={color ?? 'dimmed'} mt={2} aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} c={color}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
    </Group>
  );
}

/** The 24-hour window, the time to send at the number's pace, and the messaging limit left today. */
export function ForecastFacts({ forecast }: { forecast: CampaignForecast }) {
  const t = useTexts(forecastTexts);
  const parts = durationParts(forecast.duration.seconds);
  const duration =
    parts.unit === 'hours'
      ? t.durationUnits.hours({ hours: parts.hours, minutes: parts.minutes })
      : parts.unit === 'minutes'
        ? t.durationUnits.minutes({ minutes: parts.minutes, seconds: parts.seconds })
        : t.durationUnits.seconds({ seconds: parts.seconds });
  const limit = forecast.messagingLimit;
  const state = limitState(limit);
  const color = LIMIT_COLORS[state];
  return (
    <Stack gap="sm">
      <Fact
        icon={<IconMessageCircle size={18} />}
        label={t.window}
        value={formatNumber(forecast.insideWindow)}
        hint={forecast.model.source === 'local' ? t.windowLocal : t.windowTemplate}
      />
      <Fact
        icon={<IconClock size={18} />}
        label={t.duration}
        value={duration}
        hint={t.rate({ rate: formatNumber(forecast.duration.ratePerSecond) })}
      />
      <Fact
        icon={<IconGauge size={18} />}
        label={t.limit}
        color={state === 'unknown' ? undefined : color}
        value={
          !limit
            ? '—'
            : limit.left === null || limit.limit === null
              ? t.unlimited
              : t.limitLeft({ left: formatNumber(limit.left), limit: formatNumber(limit.limit) })
        }
        hint={limit ? t.limitNeeded({ needed: limit.needed }) : t.limitUnknown}
      />
      {limit?.exceeded && limit.left !== null && (
        <Alert variant="light" color="red" p="xs" icon={<IconAlertTriangle size={16} />} role="alert">
          <Text size="sm">{t.limitExceeded({ over: formatNumber(limit.needed - limit.left) })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
