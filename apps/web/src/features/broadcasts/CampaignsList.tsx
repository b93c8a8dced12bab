import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/formatNumber';
import { orpc } from '../../lib/orpc';

const LABEL = {
  running: 'en cours',
  paused: 'en pause',
  cancelled: 'annulée',
  finished: 'terminée',
} as const;

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
  const campaigns = useQuery(orpc.broadcasts.list.queryOptions({ input: { id: chatbotId } }));
  const others = (campaigns.data?.campaigns ?? []).filter((campaign) => campaign.id !== current).slice(0, 5);
  if (others.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Diffusions récentes
      </Text>
      {others.map((campaign) => (
        <Group key={campaign.id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
            {new Date(campaign.created_at).toLocaleDateString('fr-FR')} · {campaign.template} ·{' '}
            {LABEL[campaign.status]} · {formatNumber(campaign.succeeded)}/{formatNumber(campaign.total)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            style={{ flexShrink: 0 }}
            onClick={() => onOpen(campaign.id)}
          >
            Voir le rapport
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
