import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { analyticsTexts } from '../analyticsTexts';
import { AnalyticsCard } from './AnalyticsCard';
import { ExportCsvButton, type ExportPeriod } from './ExportCsvButton';

const ActivityChart = lazy(() =>
  import('./ActivityChart').then((module) => ({ default: module.ActivityChart })),
);

/** The period day by day: messages in and out, conversations started. */
export function ActivityCard({ days, period }: { days: AnalyticsSummary['days']; period: ExportPeriod }) {
  const t = useTexts(analyticsTexts).activity;
  return (
    <AnalyticsCard
      title={t.title}
      intro={t.intro}
      action={<ExportCsvButton table="days" tableName={t.title} period={period} />}
    >
      <Suspense fallback={<Skeleton h={260} radius="md" />}>
        <ActivityChart days={days} />
      </Suspense>
    </AnalyticsCard>
  );
}
