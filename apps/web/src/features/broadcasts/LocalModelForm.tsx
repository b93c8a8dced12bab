import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { type BroadcastModel, LOCAL_MODEL_LANGUAGES } from '@griot/contract/broadcasts/broadcastSchemas';
import { Alert, Button, Group, Mark, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { classifyApiError } from '../../lib/apiErrors';
import { useTexts } from '../../lib/i18n/useTexts';
import { broadcastTexts } from './broadcastTexts';
import { checkLocalModel, type LocalModelField, placeholderSummary, splitContent } from './localModelPreview';
import type { useLocalModels } from './useLocalModels';

const CONTENT_MAX = 1024;

/**
 * A local model's editor: title, language, content with its hint, and a live preview where each
 * {{n}} is marked. The contract's rules are checked before sending; the server's French errors
 * land under their field, or in an alert.
 */
export function LocalModelForm({
  model,
  save,
  onDone,
}: {
  model: BroadcastModel | undefined;
  save: ReturnType<typeof useLocalModels>['save'];
  onDone: () => void;
}) {
  const { local: t } = useTexts(broadcastTexts);
  const common = useTexts(commonTexts);
  const languageOptions = LOCAL_MODEL_LANGUAGES.map((code) => ({
    value: code,
    label: t.languageOption({ language: t.languages[code], code }),
  }));
  const [title, setTitle] = useState(model?.title ?? '');
  const [langage, setLangage] = useState<string>(model?.langage ?? 'fr');
  const [content, setContent] = useState(model?.content ?? '');
  const [errors, setErrors] = useState<Partial<Record<LocalModelField, string>>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const summary = placeholderSummary(content);
  const parts = splitContent(content);

  const edit = (field: LocalModelField, apply: () => void) => {
    apply();
    setErrors((current) => ({ ...current, [field]: undefined }));
    setAlert(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkLocalModel({ title, content, langage });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { modelId: model?.id, fields: checked.fields },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onDone();
        },
        onError: (error) => {
          const failure = classifyApiError(error);
          if (failure.kind !== 'response') return setAlert(t.failed);
          const field = failure.body.field;
          if (field === 'title' || field === 'content' || field === 'langage')
            setErrors({ [field]: failure.message });
          else setAlert(failure.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t.title}
            placeholder={t.titlePlaceholder}
            required
            data-autofocus
            value={title}
            onChange={(event) => {
              const next = event.currentTarget.value;
              edit('title', () => setTitle(next));
            }}
            error={errors.title}
            miw={180}
          />
          <Select
            label={t.langage}
            required
            data={languageOptions}
            value={langage}
            onChange={(value) => edit('langage', () => setLangage(value ?? 'fr'))}
            allowDeselect={false}
            error={errors.langage}
            miw={160}
          />
        </Group>
        <Textarea
          label={t.content}
          placeholder={t.contentPlaceholder({})}
          description={m.local.hint({})}
          required
          autosize
          minRows={3}
          maxRows={8}
          value={content}
          onChange={(event) => {
            const next = event.currentTarget.value;
            edit('content', () => setContent(next));
          }}
          error={errors.content}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="local-model-preview">
            {t.preview}
          </Text>
          <Paper
            withBorder
            radius="md"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            aria-labelledby="local-model-preview"
          >
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              c={content.trim() ? undefined : 'dimmed'}
            >
              {content.trim() === ''
                ? t.previewEmpty
                : parts.map((part, index) =>
                    part.kind === 'text' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
                      <span key={index}>{part.text}</span>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a number may come back
                      <Mark key={index} px={2}>{`{{${part.key}}}`}</Mark>
                    ),
                  )}
            </Text>
          </Paper>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c={summary.error ? 'red' : 'dimmed'} aria-live="polite">
              {summary.error ?? t.variables({ count: summary.count })}
            </Text>
            <Text size="xs" c={content.trim().length > CONTENT_MAX ? 'red' : 'dimmed'}>
              {t.characters({ count: content.trim().length, max: CONTENT_MAX })}
            </Text>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {common.actions.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
