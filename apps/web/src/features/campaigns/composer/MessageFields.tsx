import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { slotKey } from '@griot/contract/broadcasts/slotKey';
import { Alert, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import type { Filling } from './campaignDraft';

const EMPTY: Filling = { source: 'constant', value: '', fallback: '' };

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
  const slotName = (parameter: BroadcastModel['parameters'][number]) =>
    t.slot.label({ component: parameter.component, key: parameter.key });

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
      {model && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
          {model.header && (
            <Text fw={600} size="sm">
              {model.header}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {model.content}
          </Text>
          {model.footer && (
            <Text size="xs" c="dimmed">
              {model.footer}
            </Text>
          )}
        </Paper>
      )}
      {model?.parameters.map((parameter) => {
        const key = slotKey(parameter);
        const filling = fillings[key] ?? EMPTY;
        const slot = slotName(parameter);
        const set = (change: Partial<Filling>) =>
          onChange({ modelId, fillings: { ...fillings, [key]: { ...filling, ...change } } });
        const missingFallback = filling.source === 'variable' && filling.fallback.trim() === '';
        return (
          <Stack key={key} gap={6}>
            <Group gap="xs" wrap="wrap" align="center">
              <Text size="sm" fw={500} w={{ base: '100%', xs: 150 }}>
                {slot}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label={t.slot.source({ slot })}
                value={filling.source}
                onChange={(source) =>
                  set({ source: source === 'variable' ? 'variable' : 'constant', value: '' })
                }
                data={[
                  { value: 'constant', label: t.slot.constant },
                  { value: 'variable', label: t.slot.variable },
                ]}
              />
            </Group>
            {filling.source === 'constant' ? (
              <TextInput
                aria-label={t.slot.value({ slot })}
                placeholder={parameter.example ?? t.slot.valuePlaceholder}
                value={filling.value}
                onChange={(event) => set({ value: event.currentTarget.value })}
              />
            ) : (
              <Group gap="xs" grow wrap="wrap" align="flex-start">
                <Select
                  aria-label={t.slot.variableOf({ slot })}
                  placeholder={t.slot.variablePlaceholder}
                  data={variables.map((variable) => ({ value: variable.id, label: variable.slug }))}
                  value={filling.value || null}
                  onChange={(value) => set({ value: value ?? '' })}
                  searchable
                  miw={140}
                />
                <TextInput
                  aria-label={t.slot.fallback({ slot })}
                  placeholder={t.slot.fallbackPlaceholder}
                  value={filling.fallback}
                  onChange={(event) => set({ fallback: event.currentTarget.value })}
                  error={missingFallback && fillingsError ? fillingsError : undefined}
                  miw={140}
                />
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
