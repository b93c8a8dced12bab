import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { activeExclusions } from './forecastFormat';
import { forecastTexts } from './forecastTexts';

/** Who the campaign leaves out, reason by reason, each with a one-line why; Meta's caps apart. */
export function ForecastExclusions({ forecast }: { forecast: CampaignForecast }) {
  const t = useTexts(forecastTexts);
  const reasons = activeExclusions(forecast.excluded);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t.exclusionsTitle}
      </Text>
      {reasons.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noExclusion}
        </Text>
      )}
      {reasons.map(([reason, count]) => (
        <Group key={reason} gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" color="red" miw={56} style={{ flexShrink: 0 }}>
            {formatNumber(count)}
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {t.exclusions[reason]}
            </Text>
            <Text size="xs" c="dimmed">
              {reason === 'frequencyCap'
                ? t.why.frequencyCap({ hours: forecast.frequencyCapHours })
                : t.why[reason]}
            </Text>
          </div>
        </Group>
      ))}
      {forecast.metaCapped > 0 && (
        <Alert variant="light" color="yellow" p="xs" icon={<IconAlertTriangle size={16} />} role="note">
          <Text size="sm" fw={500}>
            {t.metaCapped({ count: forecast.metaCapped })}
          </Text>
          <Text size="xs" c="dimmed">
            {t.metaCappedWhy}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
