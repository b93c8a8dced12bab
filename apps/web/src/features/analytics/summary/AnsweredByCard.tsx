import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { Box, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatShare, percentOf } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { AnalyticsCard } from './AnalyticsCard';
import { CountTrend } from './TrendBadge';

const WHO = [
  { key: 'flow', color: 'teal.6' },
  { key: 'griot', color: 'grape.6' },
  { key: 'agent', color: 'orange.6' },
] as const;

/** Who sent the period's messages: the flow, GRIOT IA, a person; one bar of shares and a legend. */
export function AnsweredByCard({ answeredBy }: { answeredBy: AnalyticsSummary['answered_by'] }) {
  const t = useTexts(analyticsTexts).answeredBy;
  const total = WHO.reduce((sum, who) => sum + answeredBy[who.key].value, 0);
  const rows = WHO.map((who) => {
    const count = answeredBy[who.key].value;
    const percent = formatShare(percentOf(count, total));
    return { ...who, name: t[who.key], count, percent, figure: answeredBy[who.key] };
  });
  return (
    <AnalyticsCard title={t.title} intro={t.intro}>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      ) : (
        <Stack gap="md">
          <Progress.Root size={28} radius="md" aria-hidden>
            {rows.map((row) => (
              <Tooltip
                key={row.key}
                label={t.row({ name: row.name, count: formatNumber(row.count), percent: row.percent })}
              >
                <Progress.Section value={percentOf(row.count, total)} color={row.color}>
                  <Progress.Label>{t.share({ percent: row.percent })}</Progress.Label>
                </Progress.Section>
              </Tooltip>
            ))}
          </Progress.Root>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group key={row.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Box w={12} h={12} bg={row.color} style={{ borderRadius: 3, flexShrink: 0 }} aria-hidden />
                  <Text size="sm" truncate>
                    {t.row({ name: row.name, count: formatNumber(row.count), percent: row.percent })}
                  </Text>
                </Group>
                <CountTrend figure={row.figure} />
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </AnalyticsCard>
  );
}
