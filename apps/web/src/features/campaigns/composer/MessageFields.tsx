import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { slotKey } from '@griot/contract/broadcasts/slotKey';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ModelPreview } from '../../../components/templateSlots/ModelPreview';
import { EMPTY_SLOT_FILLING, SlotFillingField } from '../../../components/templateSlots/SlotFillingField';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import type { Filling } from './campaignDraft';

/**
 * A campaign's message: the model (approved templates, then local models, as the broadcast panel
 * groups them), its preview, and each placeholder filled by a text or a user variable with a
 * fallback. Used for the message and for the A/B test's variant B.
 */
export function MessageFields({
  label,
  models,
  variables,
  modelId,
  fillings,
  onChange,
  modelError,
  fillingsError,
}: {
  label: string;
  models: UseQueryResult<{ models: BroadcastModel[] }>;
  variables: Array<{ id: string; slug: string }>;
  modelId: string | null;
  fillings: Record<string, Filling>;
  onChange: (change: { modelId: string | null; fillings: Record<string, Filling> }) => void;
  modelError?: string;
  fillingsError?: string;
}) {
  const t = useTexts(campaignsTexts);
  const all = models.data?.models ?? [];
  const model = all.find((candidate) => candidate.id === modelId);
  const option = (item: BroadcastModel) => ({ value: item.id, label: `${item.title} (${item.langage})` });
  const groups = [
    { group: t.composer.templatesGroup, items: all.filter((item) => item.source === 'whatsapp').map(option) },
    { group: t.composer.localGroup, items: all.filter((item) => item.source === 'local').map(option) },
  ].filter((group) => group.items.length > 0);

  if (models.isError)
    return (
      <Alert color="red" role="alert">
        {t.composer.modelsFailed}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Select
        label={label}
        placeholder={models.isPending ? t.composer.modelsLoading : t.composer.modelPlaceholder}
        data={groups}
        value={modelId}
        onChange={(value) => onChange({ modelId: value, fillings: {} })}
        nothingFoundMessage={t.composer.noModel}
        disabled={models.isPending}
        error={modelError}
        searchable
      />
      {models.isSuccess && all.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.composer.noModel}
        </Text>
      )}
      {model?.source === 'local' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
          {t.composer.localNotice}
        </Alert>
      )}
      {model && <ModelPreview model={model} />}
      {model?.parameters.map((parameter) => {
        const key = slotKey(parameter);
        const filling = fillings[key] ?? EMPTY_SLOT_FILLING;
        const missingFallback = filling.source === 'variable' && filling.fallback.trim() === '';
        return (
          <SlotFillingField
            key={key}
            parameter={parameter}
            filling={filling}
            variables={variables}
            onChange={(change) =>
              onChange({ modelId, fillings: { ...fillings, [key]: { ...filling, ...change } } })
            }
            fallbackError={missingFallback && fillingsError ? fillingsError : undefined}
          />
        );
      })}
    </Stack>
  );
}
