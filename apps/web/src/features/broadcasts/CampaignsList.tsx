import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayLocale } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { broadcastTexts } from './broadcastTexts';

/** The chatbot's recent broadcasts, each opening its progress and report. */
export function CampaignsList({
  chatbotId,
  onOpen,
  current,
}: {
  chatbotId: string;
  onOpen: (id: string) => void;
  current: string | undefined;
}) {
  const t = useTexts(broadcastTexts);
  const campaigns = useQuery(orpc.broadcasts.list.queryOptions({ input: { id: chatbotId } }));
  const others = (campaigns.data?.campaigns ?? []).filter((campaign) => campaign.id !== current).slice(0, 5);
  if (others.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t.recent.title}
      </Text>
      {others.map((campaign) => (
        <Group key={campaign.id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
            {new Date(campaign.created_at).toLocaleDateString(displayLocale())} · {campaign.template} ·{' '}
            {t.recent.status[campaign.status]} · {formatNumber(campaign.succeeded)}/
            {formatNumber(campaign.total)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            style={{ flexShrink: 0 }}
            onClick={() => onOpen(campaign.id)}
          >
            {t.campaign.showReport}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
