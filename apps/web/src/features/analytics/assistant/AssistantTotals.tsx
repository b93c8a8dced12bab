import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { Box, Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatPercent, percentOf } from '../analyticsFormat';
import { CountTrend } from '../summary/TrendBadge';
import { assistantTexts } from './assistantTexts';

type Questions = AnalyticsAssistant['questions'];
type Outcome = 'answered' | 'low_confidence' | 'unanswered' | 'escalated';

/** The four outcomes in the bar's order, their colour, and whether a rise is good news. */
const OUTCOMES: readonly { key: Outcome; color: string; goodWhen: 'up' | 'down' }[] = [
  { key: 'answered', color: 'teal', goodWhen: 'up' },
  { key: 'low_confidence', color: 'yellow', goodWhen: 'down' },
  { key: 'unanswered', color: 'red', goodWhen: 'down' },
  { key: 'escalated', color: 'blue', goodWhen: 'down' },
];

function useOutcomeLabel() {
  const t = useTexts(assistantTexts).totals;
  return (key: Outcome | 'total') =>
    ({
      total: t.total,
      answered: t.answered,
      low_confidence: t.lowConfidence,
      unanswered: t.unanswered,
      escalated: t.escalated,
    })[key];
}

/** The period's questions against the previous period, then how they split as one bar. */
export function AssistantTotals({ questions }: { questions: Questions }) {
  const labelOf = useOutcomeLabel();
  const tiles: { key: Outcome | 'total'; goodWhen: 'up' | 'down' }[] = [
    { key: 'total', goodWhen: 'up' },
    ...OUTCOMES,
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {tiles.map(({ key, goodWhen }) => {
          const figure = questions[key];
          return (
            <Paper key={key} withBorder radius="md" p="sm" miw={0}>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {labelOf(key)}
              </Text>
              <Group gap={6} align="baseline" wrap="wrap">
                <Text fz="xl" fw={700}>
                  {formatNumber(figure.value)}
                </Text>
                <CountTrend figure={figure} goodWhen={goodWhen} />
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <OutcomeBar questions={questions} />
    </Stack>
  );
}

function OutcomeBar({ questions }: { questions: Questions }) {
  const t = useTexts(assistantTexts).bar;
  const labelOf = useOutcomeLabel();
  const total = questions.total.value;
  const parts = OUTCOMES.map((outcome) => {
    const count = questions[outcome.key].value;
    const share = percentOf(count, total);
    const text = t.segment({
      label: labelOf(outcome.key),
      count: formatNumber(count),
      share: formatPercent(share),
    });
    return { ...outcome, count, share, text };
  });
  return (
    <Stack gap={6}>
      <Progress.Root size={14} radius="xl" aria-label={t.label}>
        {parts
          .filter((part) => part.count > 0)
          .map((part) => (
            <Tooltip key={part.key} label={part.text} withArrow>
              <Progress.Section value={part.share} color={part.color} aria-label={part.text} />
            </Tooltip>
          ))}
      </Progress.Root>
      <Group
        gap="md"
        wrap="wrap"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 4 }}
      >
        {parts.map((part) => (
          <Group key={part.key} gap={6} wrap="nowrap" component="li">
            <Box
              w={10}
              h={10}
              bg={`${part.color}.6`}
              style={{ borderRadius: 999, flex: 'none' }}
              aria-hidden
            />
            <Text size="xs">{part.text}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
