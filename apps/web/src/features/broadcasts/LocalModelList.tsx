import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { type BroadcastModel, LOCAL_MODEL_LANGUAGES } from '@griot/contract/broadcasts/broadcastSchemas';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { classifyApiError } from '../../lib/apiErrors';
import { useTexts } from '../../lib/i18n/useTexts';
import { broadcastTexts } from './broadcastTexts';
import type { useLocalModels } from './useLocalModels';

const isLocalModelLanguage = (code: string): code is (typeof LOCAL_MODEL_LANGUAGES)[number] =>
  (LOCAL_MODEL_LANGUAGES as readonly string[]).includes(code);

/** 'Français' for 'fr', in the language shown; an unknown code as it is. */
const languageName = (code: string) =>
  isLocalModelLanguage(code) ? broadcastTexts.local.languages[code] : code;

/** The chatbot's local models, each with 'Modifier' and 'Supprimer' (asked for confirmation first). */
export function LocalModelList({
  local,
  onCreate,
  onEdit,
}: {
  local: ReturnType<typeof useLocalModels>;
  onCreate: () => void;
  onEdit: (model: BroadcastModel) => void;
}) {
  const { local: t } = useTexts(broadcastTexts);
  const common = useTexts(commonTexts);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { chatbotId, list, remove } = local;
  const removeFailure = remove.error ? classifyApiError(remove.error) : undefined;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {t.create}
        </Button>
      </Group>
      {removeFailure && (
        <Alert color="red" role="alert">
          {removeFailure.kind === 'response' ? removeFailure.message : t.removeFailed}
        </Alert>
      )}
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t.loading}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {classifyApiError(list.error).kind === 'response' ? list.error.message : t.loadFailed}
        </Alert>
      ) : list.data.models.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.local.empty}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t.modalTitle}>
          {list.data.models.map((model) => (
            <Paper key={model.id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} miw={0}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm" truncate="end">
                      {model.title}
                    </Text>
                    <Badge variant="light" size="sm">
                      {languageName(model.langage)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {model.content}
                  </Text>
                </Stack>
                {confirming !== model.id && (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t.editModel({ title: model.title })}
                      onClick={() => onEdit(model)}
                    >
                      {common.actions.edit}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={t.removeModel({ title: model.title })}
                      onClick={() => {
                        remove.reset();
                        setConfirming(model.id);
                      }}
                    >
                      {common.actions.delete}
                    </Button>
                  </Group>
                )}
              </Group>
              {confirming === model.id && (
                <Stack
                  gap="xs"
                  mt="xs"
                  role="alertdialog"
                  aria-label={t.confirmRemove({ title: model.title })}
                >
                  <Text size="sm">{t.confirmRemove({ title: model.title })}</Text>
                  <Group justify="flex-end" gap="xs">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setConfirming(null)}
                      data-autofocus
                    >
                      {common.actions.cancel}
                    </Button>
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={remove.isPending}
                      onClick={() =>
                        remove.mutate(
                          { id: chatbotId, modelId: model.id },
                          {
                            onSuccess: (answer) => {
                              setConfirming(null);
                              notifications.show({ color: 'green', message: answer.message });
                            },
                          },
                        )
                      }
                    >
                      {t.confirm}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
