import { CANNED_TEXT_MAX, type CannedResponse } from '@griot/contract/inbox/inboxSchemas';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { CANNED_VARIABLES, type CannedVariable, fillVariables, variableToken } from './cannedVariables';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import type { Refusal } from './serverRefusal';

interface CannedResponseModalProps {
  opened: boolean;
  /** The response being edited; none to create one. */
  editing: CannedResponse | null;
  pending: boolean;
  onSubmit: (values: { shortcut: string; text: string }) => Promise<unknown>;
  onClose: () => void;
  refusalOf: (error: unknown) => Refusal;
}

/**
 * Creating or editing a canned response: its shortcut (typed after a '/' shown as the field's
 * prefix), its text with the variables one click inserts at the cursor, and a preview with an
 * example customer's values. The server's refusal shows on the field it names.
 */
export function CannedResponseModal(props: CannedResponseModalProps) {
  const t = useTexts(inboxSettingsTexts).canned.modal;
  const title = props.editing ? t.editTitle({ shortcut: props.editing.shortcut }) : t.createTitle;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} centered size="lg">
      {/* Mounted per opening: the fields start from the response edited (or empty). */}
      {props.opened && <CannedResponseForm {...props} />}
    </Modal>
  );
}

function CannedResponseForm({ editing, pending, onSubmit, onClose, refusalOf }: CannedResponseModalProps) {
  const texts = useTexts(inboxSettingsTexts);
  const t = texts.canned.modal;
  const common = useTexts(commonTexts);
  const [shortcut, setShortcut] = useState(editing?.shortcut ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [errors, setErrors] = useState<{ shortcut?: string; text?: string; form?: string }>({});
  const textArea = useRef<HTMLTextAreaElement>(null);

  function insert(variable: CannedVariable) {
    const area = textArea.current;
    const token = variableToken(variable);
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    setErrors((current) => ({ ...current, text: undefined }));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    try {
      // A '/' typed out of habit is not part of the shortcut.
      await onSubmit({ shortcut: shortcut.trim().replace(/^\/+/, ''), text: text.trim() });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.field === 'shortcut') setErrors({ shortcut: refusal.message });
      else if (refusal.field === 'text') setErrors({ text: refusal.message });
      else setErrors({ form: refusal.message });
    }
  }

  const preview = fillVariables(text, texts.canned.sample);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label={t.shortcut}
          description={t.shortcutHint}
          leftSection={
            <Text fw={700} c="dimmed" aria-hidden>
              /
            </Text>
          }
          value={shortcut}
          onChange={(event) => {
            setShortcut(event.currentTarget.value);
            setErrors((current) => ({ ...current, shortcut: undefined, form: undefined }));
          }}
          error={errors.shortcut}
          maxLength={33}
          required
          data-autofocus
        />
        <Textarea
          ref={textArea}
          label={t.text}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setErrors((current) => ({ ...current, text: undefined, form: undefined }));
          }}
          error={errors.text}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={CANNED_TEXT_MAX}
          required
        />
        <Group justify="space-between" gap="xs" wrap="wrap" mt={-8}>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              {t.textHint}
            </Text>
            {CANNED_VARIABLES.map((variable) => (
              <UnstyledButton
                key={variable}
                onClick={() => insert(variable)}
                aria-label={t.insertVariable({ variable: variableToken(variable) })}
              >
                <Badge variant="light" color="griot" tt="none" style={{ cursor: 'pointer' }}>
                  {variableToken(variable)}
                </Badge>
              </UnstyledButton>
            ))}
          </Group>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t.counter({ count: text.length, max: CANNED_TEXT_MAX })}
          </Text>
        </Group>
        {text.trim() && (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
              {t.preview}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview}
            </Text>
          </Paper>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? t.save : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
