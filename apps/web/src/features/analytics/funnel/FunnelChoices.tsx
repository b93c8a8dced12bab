import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { funnelTexts } from './funnelTexts';

/** Each element that offered buttons or list rows, with its most chosen ones (most chosen first). */
export function FunnelChoices({ blocks }: { blocks: AnalyticsFunnel['blocks'] }) {
  const t = useTexts(funnelTexts);
  const offered = blocks.flatMap((block) =>
    block.elements.filter((element) => element.choices.length > 0).map((element) => ({ block, element })),
  );
  if (offered.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.choices.empty}
      </Text>
    );
  return (
    <Stack gap="md">
      {offered.map(({ block, element }) => {
        const most = Math.max(...element.choices.map((choice) => choice.count), 1);
        return (
          <Stack gap={4} key={`${block.block_id}/${element.element_id}`}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t.choices.element({ block: block.name, label: element.label })}
            </Text>
            {element.choices.map((choice) => (
              <Stack gap={2} key={choice.label}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end" miw={0} title={choice.label}>
                    {choice.label}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t.choices.count({ count: choice.count })}
                  </Text>
                </Group>
                <Progress
                  value={(choice.count / most) * 100}
                  size="sm"
                  color="grape"
                  aria-label={t.choices.bar({ label: choice.label, count: formatNumber(choice.count) })}
                />
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
