import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { whatsappAccountsTexts as t } from './whatsappAccountsTexts';

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
              Pour confirmer, tapez <Code fw={700}>{word}</Code> ci-dessous.
            </Text>
            <TextInput
              label={t.confirmation}
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
            {t.cancel}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
