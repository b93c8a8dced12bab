import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTemplate } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { useTexts } from '../../lib/i18n/useTexts';
import { broadcastTexts } from './broadcastTexts';
import { LocalModelsModal } from './LocalModelsModal';

/**
 * The model Select of a broadcast, grouped ('Modèles WhatsApp approuvés', 'Modèles locaux'),
 * with 'Gérer les modèles locaux' and, for a local model, the 24 h window notice.
 */
export function ModelPicker({
  chatbotId,
  models,
  value,
  onChange,
}: {
  chatbotId: string;
  models: UseQueryResult<{ models: BroadcastModel[] }>;
  value: string | null;
  onChange: (modelId: string | null) => void;
}) {
  const { picker: t } = useTexts(broadcastTexts);
  const [managing, setManaging] = useState(false);
  const all = models.data?.models ?? [];
  const picked = all.find((candidate) => candidate.id === value);
  const option = (model: BroadcastModel) => ({ value: model.id, label: `${model.title} (${model.langage})` });
  const groups = [
    { group: m.local.templatesGroup, items: all.filter((model) => model.source === 'whatsapp').map(option) },
    { group: m.local.localGroup, items: all.filter((model) => model.source === 'local').map(option) },
  ].filter((group) => group.items.length > 0);
  const failure = models.isError ? classifyApiError(models.error) : undefined;

  return (
    <Stack gap="xs">
      {failure ? (
        <Alert color="red" role="alert">
          {failure.kind === 'response' ? failure.message : m.templatesUnavailable}
        </Alert>
      ) : (
        <Select
          label={t.label}
          placeholder={models.isPending ? t.loading : t.placeholder}
          data={groups}
          value={value}
          onChange={onChange}
          nothingFoundMessage={m.noModel}
          disabled={models.isPending}
        />
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        {models.isSuccess && all.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.noModel}
          </Text>
        ) : (
          <span />
        )}
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconTemplate size={14} aria-hidden />}
          onClick={() => setManaging(true)}
        >
          {m.local.manage}
        </Button>
      </Group>
      {picked?.source === 'local' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
          {m.local.notice}
        </Alert>
      )}
      <LocalModelsModal chatbotId={chatbotId} opened={managing} onClose={() => setManaging(false)} />
    </Stack>
  );
}
