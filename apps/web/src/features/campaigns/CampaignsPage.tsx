import {
  CAMPAIGN_LIST_STATUSES,
  type CampaignListStatus,
} from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RetryButton } from '../../components/RetryButton';
import { ScreenLoader } from '../../components/ScreenLoader';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { useCan } from '../../lib/workspaceRole';
import { campaignsTexts } from './campaignsTexts';
import { CampaignCard } from './list/CampaignCard';
import { CampaignResults } from './list/CampaignResults';
import { useCampaignActions } from './list/useCampaignActions';
import { type CampaignFilters, useCampaignList } from './list/useCampaignList';
import { CampaignSettingsModal } from './settings/CampaignSettingsModal';

/**
 * /dashboard/campaigns (issue 24): every campaign of the workspace — planned, recurring, running
 * and done — with its progress, rates and A/B test, filtered by status and chatbot; 'Nouvelle
 * campagne'; the workspace's campaign settings for admins.
 */
export function CampaignsPage() {
  const t = useTexts(campaignsTexts);
  const [filters, setFilters] = useState<CampaignFilters>({ status: null, chatbotId: null });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useCampaignList(filters);
  const actions = useCampaignActions();
  const canCreate = useCan('campaignPlans.create');
  const canSettle = useCan('campaignPlans.saveSettings');
  const chatbots = useQuery(
    orpc.chatbots.list.queryOptions({
      select: (answer) => answer.chatbots.filter((chatbot) => chatbot.type === 'whatsapp'),
    }),
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const timeZone = list.data?.pages[0]?.timeZone ?? 'UTC';
  const filtered = filters.status !== null || filters.chatbotId !== null;
  const newButton = canCreate && (
    <Button component={Link} to="/dashboard/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
      {t.page.newCampaign}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 280px' }}>
          <Title order={1} fz={{ base: 'xl', sm: 'h2' }}>
            {t.page.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.page.intro}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {canSettle && (
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={() => setSettingsOpen(true)}
            >
              {t.page.settings}
            </Button>
          )}
          {newButton}
        </Group>
      </Group>
      {(items.length > 0 || filtered) && (
        <Group gap="sm" wrap="wrap">
          <Select
            label={t.filters.status}
            placeholder={t.filters.allStatuses}
            data={CAMPAIGN_LIST_STATUSES.map((status) => ({ value: status, label: t.status[status] }))}
            value={filters.status}
            onChange={(status) => setFilters({ ...filters, status: status as CampaignListStatus | null })}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={t.filters.chatbot}
            placeholder={t.filters.allChatbots}
            data={(chatbots.data ?? []).map((chatbot) => ({ value: chatbot._id, label: chatbot.bot_name }))}
            value={filters.chatbotId}
            onChange={(chatbotId) => setFilters({ ...filters, chatbotId })}
            clearable
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
      )}
      {list.isPending ? (
        <ScreenLoader label={t.page.loading} />
      ) : list.isError ? (
        <StateCard
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={t.page.failed}
          text={t.page.failedText}
          role="alert"
        >
          <RetryButton onRetry={() => void list.refetch()} retrying={list.isFetching} />
        </StateCard>
      ) : items.length === 0 ? (
        filtered ? (
          <Text c="dimmed" ta="center" py="xl">
            {t.page.noMatch}
          </Text>
        ) : (
          <StateCard
            icon={<IconSpeakerphone size={32} />}
            color="blue"
            title={t.page.emptyTitle}
            text={t.page.emptyText}
          >
            {canCreate && (
              <Button
                component={Link}
                to="/dashboard/campaigns/new"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t.page.emptyAction}
              </Button>
            )}
          </StateCard>
        )
      ) : (
        <Stack gap="sm" role="list" aria-label={t.card.listLabel}>
          {items.map((item) => (
            <CampaignCard
              key={item.id}
              item={item}
              timeZone={timeZone}
              actions={actions}
              results={<CampaignResults item={item} />}
            />
          ))}
          {list.hasNextPage && (
            <Button
              variant="subtle"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              mx="auto"
            >
              {t.page.loadMore}
            </Button>
          )}
        </Stack>
      )}
      {canSettle && <CampaignSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </Stack>
  );
}
