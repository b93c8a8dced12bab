import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AssistantInsights } from './assistant/AssistantInsights';
import { FunnelSection } from './funnel/FunnelSection';
import { PeriodFilterBar } from './period/PeriodFilterBar';
import { useAnalyticsFilters } from './period/useAnalyticsFilters';
import { AnalyticsEmpty, AnalyticsError, AnalyticsSkeleton } from './summary/AnalyticsStates';
import { isEmptySummary, SummaryView } from './summary/SummaryView';
import { useAnalyticsSummary } from './summary/useAnalyticsSummary';

/** The time zone the last figures came in: the next visit's default days start there. */
let lastTimeZone: string | undefined;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * /dashboard/analytics, 'Analytique': is the bot working? The workspace's figures (all chatbots or
 * one) for a period with the previous period's, in sections an owner reads top to bottom. The
 * filters live in the address (?du=…&au=…&chatbot=…): a link shows the same view.
 */
export function AnalyticsPage() {
  // Days are the workspace's: known once the figures say which zone they were cut in.
  const [timeZone, setTimeZone] = useState(() => lastTimeZone ?? browserTimeZone());
  const controls = useAnalyticsFilters(timeZone);
  const { filters } = controls;
  const state = useAnalyticsSummary(filters);
  const answeredZone = state.status === 'ready' ? state.summary.period.time_zone : undefined;
  useEffect(() => {
    if (!answeredZone) return;
    lastTimeZone = answeredZone;
    setTimeZone(answeredZone);
  }, [answeredZone]);

  const period = { from: filters.from, to: filters.to, chatbotId: filters.chatbotId };
  return (
    <Stack gap="lg">
      <PeriodFilterBar
        controls={controls}
        timeZone={timeZone}
        periodError={state.status === 'invalid' ? state.message : undefined}
      />
      {state.status === 'loading' && <AnalyticsSkeleton />}
      {state.status === 'error' && <AnalyticsError onRetry={state.retry} retrying={state.retrying} />}
      {state.status === 'ready' &&
        (isEmptySummary(state.summary) ? (
          <AnalyticsEmpty
            onWiden={filters.preset === 'last90' ? undefined : () => controls.setPreset('last90')}
          />
        ) : (
          <SummaryView
            summary={state.summary}
            period={period}
            refreshing={state.refreshing}
            funnel={
              filters.chatbotId && (
                <FunnelSection chatbotId={filters.chatbotId} from={filters.from} to={filters.to} />
              )
            }
          />
        ))}
      {/* GRIOT IA's questions: always, for every valid period (its own loading, empty and error states). */}
      {state.status !== 'invalid' && (
        <AssistantInsights from={filters.from} to={filters.to} chatbotId={filters.chatbotId} />
      )}
    </Stack>
  );
}
