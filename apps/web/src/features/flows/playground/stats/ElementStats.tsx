import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { formatNumber } from '../../../../lib/formatNumber';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { usePlaygroundStats } from './PlaygroundStats';
import { dropOffColor, dropOffRate, roundRate } from './statsPeriod';
import { statsTexts } from './statsTexts';

/**
 * On an element that waits for an answer, while the overlay is on: how many reached it, how many
 * left there, and its most chosen buttons or list rows. Nothing on the other elements.
 */
export function ElementStats({ idblock, elementId }: { idblock: string; elementId: string | undefined }) {
  const t = useTexts(statsTexts);
  const stats = usePlaygroundStats();
  if (stats.status !== 'ready' || !elementId) return null;
  const element = stats.element(idblock, elementId);
  if (!element) return null;
  const rate = formatNumber(roundRate(dropOffRate(element.reached, element.left)));
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      mb="xs"
      bg="var(--mantine-color-default-hover)"
      role="group"
      aria-label={t.element.title}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconChartBar size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={4} miw={0}>
          {element.reached === 0 ? (
            <Text size="sm" c="dimmed">
              {t.element.none}
            </Text>
          ) : (
            <Text size="sm" fw={600} c={dropOffColor(element.reached, element.left)}>
              {t.element.figures({
                reached: formatNumber(element.reached),
                left: formatNumber(element.left),
                rate,
              })}
            </Text>
          )}
          {element.choices.length > 0 && (
            <Group gap={4} aria-label={t.element.choices} role="list">
              {element.choices.map((choice) => (
                <Badge
                  key={choice.label}
                  role="listitem"
                  size="sm"
                  variant="outline"
                  color="grape"
                  style={{ textTransform: 'none', maxWidth: '100%' }}
                >
                  {t.element.choice({ label: choice.label, count: formatNumber(choice.count) })}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
