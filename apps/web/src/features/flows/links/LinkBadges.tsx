import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';
import { matchesFilter } from './linkStatus';

export interface LinkBadge {
  key: string;
  target: string;
  name: string;
  detail?: string;
}

interface LinkBadgesProps {
  chatbotId: string;
  title: string;
  badges: LinkBadge[];
  filter: string;
  loading: boolean;
  error?: string | undefined;
  emptyText: string;
  color: string;
}

/** One side of the links panel: clickable badges that open the other block. */
export function LinkBadges({
  chatbotId,
  title,
  badges,
  filter,
  loading,
  error,
  emptyText,
  color,
}: LinkBadgesProps) {
  const t = useTexts(flowTexts);
  const navigate = useNavigate();
  const visible = badges.filter((badge) =>
    matchesFilter(filter, badge.name, badge.target, badge.detail ?? ''),
  );
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600}>
        {title} ({badges.length})
      </Text>
      {loading ? (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t.links.loading}
          </Text>
        </Group>
      ) : error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : visible.length === 0 ? (
        <Text size="xs" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Group gap={6}>
          {visible.map((badge) =>
            // The human agent is no block to open: its badge only says where the flow leads.
            badge.target === AGENT_REDIRECTION ? (
              <Badge
                key={badge.key}
                color={color}
                variant="outline"
                style={{ textTransform: 'none' }}
                leftSection={<IconHeadset size={12} aria-hidden />}
              >
                {badge.name}
              </Badge>
            ) : (
              <Badge
                key={badge.key}
                component="button"
                type="button"
                color={color}
                variant="light"
                style={{ cursor: 'pointer', textTransform: 'none' }}
                title={badge.target}
                onClick={() => navigate(`/dashboard/chatbots/${chatbotId}/playground/${badge.target}`)}
              >
                {badge.name}
                {badge.detail ? ` · ${badge.detail}` : ''}
              </Badge>
            ),
          )}
        </Group>
      )}
    </Stack>
  );
}
