import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { Group, NumberInput, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import type { CampaignDraft, DraftField } from './campaignDraft';
import { MessageFields } from './MessageFields';

/**
 * 'Test A/B' (optional): variant B's model, the share of the segment each variant gets (at most
 * 50 %), the metric, the delay before the decision, and whether the winner goes out by itself.
 */
export function AbTestFields({
  value,
  onChange,
  models,
  variables,
  errors,
}: {
  value: CampaignDraft['ab'];
  onChange: (change: Partial<CampaignDraft['ab']>) => void;
  models: UseQueryResult<{ models: BroadcastModel[] }>;
  variables: Array<{ id: string; slug: string }>;
  errors: Partial<Record<DraftField, string>>;
}) {
  const t = useTexts(campaignsTexts);
  // On a phone the choices stack: side by side, a longer language cuts them off the screen.
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Stack gap="sm">
      <Switch
        label={t.abTest.enable}
        description={t.abTest.intro}
        checked={value.enabled}
        onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
      />
      {value.enabled && (
        <Stack gap="md">
          <MessageFields
            label={t.abTest.variantB}
            models={models}
            variables={variables}
            modelId={value.modelId}
            fillings={value.fillings}
            onChange={(change) => onChange(change)}
            modelError={errors['ab.modelId']}
            fillingsError={errors['ab.fillings']}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="ab-share">
              {t.abTest.share}
            </Text>
            <Slider
              aria-labelledby="ab-share"
              min={1}
              max={50}
              step={1}
              value={value.share}
              onChange={(share) => onChange({ share })}
              label={(share) => `${share} %`}
              marks={[{ value: 10 }, { value: 25 }, { value: 50 }]}
            />
            <Text size="xs" c="dimmed">
              {t.abTest.shareValue({ share: value.share, rest: 100 - 2 * value.share })}
            </Text>
            {errors['ab.share'] && (
              <Text size="xs" c="red.8" role="alert">
                {errors['ab.share']}
              </Text>
            )}
          </Stack>
          <Group gap="md" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t.abTest.metric}
              </Text>
              <SegmentedControl
                orientation={phone ? 'vertical' : 'horizontal'}
                aria-label={t.abTest.metric}
                value={value.metric}
                onChange={(metric) => onChange({ metric: metric === 'reply' ? 'reply' : 'read' })}
                data={[
                  { value: 'read', label: t.ab.metric.read },
                  { value: 'reply', label: t.ab.metric.reply },
                ]}
              />
            </Stack>
            <NumberInput
              label={t.abTest.decideAfter}
              min={1}
              max={72}
              allowDecimal={false}
              allowNegative={false}
              value={value.decideAfterHours}
              onChange={(hours) => onChange({ decideAfterHours: typeof hours === 'number' ? hours : 0 })}
              error={errors['ab.decideAfterHours']}
              w={{ base: '100%', xs: 180 }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t.abTest.decision}
              </Text>
              <SegmentedControl
                orientation={phone ? 'vertical' : 'horizontal'}
                aria-label={t.abTest.decision}
                value={value.automatic ? 'auto' : 'manual'}
                onChange={(pick) => onChange({ automatic: pick !== 'manual' })}
                data={[
                  { value: 'auto', label: t.abTest.automatic },
                  { value: 'manual', label: t.abTest.manual },
                ]}
              />
            </Stack>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
