import type { CampaignListItem } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import type { useCampaignActions } from './useCampaignActions';

/**
 * A campaign's menu: pause / resume / cancel while it runs; edit or cancel a plan before it
 * starts. Cancelling asks first (it cannot be undone).
 */
export function CampaignActions({
  item,
  name,
  actions,
}: {
  item: CampaignListItem;
  name: string;
  actions: ReturnType<typeof useCampaignActions>;
}) {
  const t = useTexts(campaignsTexts).card;
  const [confirming, setConfirming] = useState(false);
  const isPlan = item.kind === 'plan' && (item.status === 'scheduled' || item.status === 'recurring');
  const live = item.kind === 'campaign' && (item.status === 'running' || item.status === 'paused');
  if (!isPlan && !live) return null;
  const failed = (error: unknown) => {
    const failure = classifyApiError(error);
    notifications.show({
      color: 'red',
      message: t.actionFailed({ detail: failure.kind === 'response' ? failure.message : t.unknownError }),
    });
  };
  const control = (action: 'pause' | 'resume' | 'cancel') => {
    if (!item.campaignId) return;
    actions.control.mutate(
      { id: item.chatbotId, campaignId: item.campaignId, action },
      { onError: failed, onSuccess: () => setConfirming(false) },
    );
  };
  const cancel = () => {
    if (isPlan && item.planId)
      actions.cancelPlan.mutate(
        { planId: item.planId },
        { onError: failed, onSuccess: () => setConfirming(false) },
      );
    else control('cancel');
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t.actions({ name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {isPlan && (
            <Menu.Item
              component={Link}
              to={`/dashboard/campaigns/${item.id}/edit`}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t.edit}
            </Menu.Item>
          )}
          {item.status === 'running' && (
            <Menu.Item
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              onClick={() => control('pause')}
            >
              {t.pause}
            </Menu.Item>
          )}
          {item.status === 'paused' && (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => control('resume')}
            >
              {t.resume}
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {isPlan ? t.cancelPlan : t.cancel}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t.confirmCancelTitle} centered>
        <Stack gap="md">
          <Text size="sm">{isPlan ? t.confirmCancelPlanText : t.confirmCancelText}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t.keep}
            </Button>
            <Button
              color="red"
              loading={actions.cancelPlan.isPending || actions.control.isPending}
              onClick={cancel}
            >
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
