import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { textAround } from '../../lib/i18n/messageParts';
import { useTexts } from '../../lib/i18n/useTexts';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

interface ConfirmWordModalProps {
  opened: boolean;
  title: string;
  text: string;
  /** When set, the button stays disabled until this word is typed exactly. */
  word?: string;
  wordError?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete and dissociation confirmations (dissociation asks for DISSOCIER). */
export function ConfirmWordModal(props: ConfirmWordModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && <ConfirmForm {...props} />}
    </Modal>
  );
}

function ConfirmForm({
  text,
  word,
  wordError,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmWordModalProps) {
  const { confirmWord: t } = useTexts(whatsappAccountsTexts);
  const common = useTexts(commonTexts);
  const [before, after] = textAround(t.instruction, 'word');
  const [typed, setTyped] = useState('');
  const confirmed = word === undefined || typed === word;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirmed) onConfirm();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {text}
        </Alert>
        {word !== undefined && (
          <>
            <Text size="sm">
              {before}
              <Code fw={700}>{word}</Code>
              {after}
            </Text>
            <TextInput
              label={t.label}
              value={typed}
              autoComplete="off"
              error={typed && !confirmed ? wordError : null}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-autofocus
            />
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
