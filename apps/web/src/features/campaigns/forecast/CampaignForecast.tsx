import type { CampaignAudience } from '@griot/contract/campaigns/campaignSchemas';
import type { CampaignForecast as Forecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { Badge, Button, Card, Divider, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { ForecastCost } from './ForecastCost';
import { ForecastExclusions } from './ForecastExclusions';
import { ForecastFacts } from './ForecastFacts';
import { forecastTexts } from './forecastTexts';
import { useCampaignForecast } from './useCampaignForecast';

const ForecastWaterfall = lazy(() => import('./ForecastWaterfall'));

/**
 * The campaign's forecast before the click (issue 24, part "forecast"), shown by the composer
 * (part "plans") beside its form: `audience` is the draft as it stands, null while incomplete.
 * Read in five seconds: the reach first, then the way from the segment to it, the cost, the
 * window, the time to send and the number's limit (red when the campaign goes over it).
 */
export function CampaignForecast({ audience }: { audience: CampaignAudience | null }) {
  const t = useTexts(forecastTexts);
  // Asked once, kept for the rest of the draft: whoever wants exact figures wants them each time.
  const [exact, setExact] = useState(false);
  const state = useCampaignForecast(audience, exact);
  return (
    <Card withBorder radius="lg" padding="md" aria-busy={state.status === 'loading' || undefined}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <IconChartBar size={18} aria-hidden />
          <Title order={3} fz="md">
            {t.title}
          </Title>
        </Group>
        {state.status === 'ready' && state.refreshing && (
          <Badge variant="light" color="gray" leftSection={<Loader size={10} />} role="status">
            {t.refreshing}
          </Badge>
        )}
      </Group>
      {state.status === 'empty' && (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      )}
      {state.status === 'loading' && (
        <Stack gap="xs" role="status" aria-label={t.loading}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={120} />
          <Skeleton h={60} />
        </Stack>
      )}
      {state.status === 'error' && (
        <Stack gap="xs" role="alert">
          <Group gap={6} c="red" wrap="nowrap">
            <IconAlertTriangle size={18} aria-hidden />
            <Text fw={600}>{t.errorTitle}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {apiFailureMessage(state.failure, t.errorFallback, t.unreachable)}
          </Text>
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={state.retry}
            loading={state.retrying}
            w="fit-content"
          >
            {t.retry}
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && (
        <ForecastBody
          forecast={state.forecast}
          dimmed={state.refreshing}
          onExact={() => setExact(true)}
          exactLoading={exact && state.refreshing}
        />
      )}
    </Card>
  );
}

function ForecastBody({
  forecast,
  dimmed,
  onExact,
  exactLoading,
}: {
  forecast: Forecast;
  dimmed: boolean;
  onExact: () => void;
  exactLoading: boolean;
}) {
  const t = useTexts(forecastTexts);
  const approx = forecast.estimate ? '≈ ' : '';
  return (
    <Stack gap="md" style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <div>
        <Group gap={8}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t.reach}
          </Text>
          {forecast.estimate && (
            <Badge size="xs" variant="light" color="yellow">
              {t.estimateBadge}
            </Badge>
          )}
        </Group>
        <Text fz={40} fw={800} lh={1} c={forecast.reach === 0 ? 'red' : 'teal'}>
          {approx}
          {formatNumber(forecast.reach)}
        </Text>
        <Text size="sm" c="dimmed">
          {t.reachOf({ count: forecast.reach, segment: `${approx}${formatNumber(forecast.segment)}` })}
        </Text>
      </div>
      {forecast.estimate && (
        <Stack gap={6}>
          <Text size="sm">
            {t.estimateNote({
              sampled: formatNumber(forecast.estimate.sampled),
              // Kept on one line with its sign: '± 2 648' split after '2' would read as two numbers.
              margin: `±\u00A0${formatNumber(forecast.estimate.reachMargin).replace(/ /g, '\u00A0')}`,
            })}
          </Text>
          <Button variant="light" size="xs" w="fit-content" onClick={onExact} loading={exactLoading}>
            {t.exactButton}
          </Button>
        </Stack>
      )}
      <Suspense fallback={<Skeleton h={120} />}>
        <ForecastWaterfall forecast={forecast} />
      </Suspense>
      <ForecastExclusions forecast={forecast} />
      <Divider />
      <ForecastCost forecast={forecast} />
      <Divider />
      <ForecastFacts forecast={forecast} />
    </Stack>
  );
}
