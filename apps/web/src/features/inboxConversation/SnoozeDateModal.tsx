import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { SNOOZE_MAX_DAYS } from '@griot/contract/inbox/inboxSchemas';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxConversationTexts } from './inboxConversationTexts';
import { fromLocalInputValue, snoozeChoices, toLocalInputValue } from './snoozeTimes';

interface SnoozeDateModalProps {
  opened: boolean;
  onClose: () => void;
  onSnooze: (until: Date) => void;
}

/**
 * 'Choisir une date…': the browser's own date-and-time field (keyboard and screen-reader ready,
 * in the user's locale, no date library to ship), bounded from now to 90 days; the contract's
 * messages say what is wrong before the server would.
 */
export function SnoozeDateModal({ opened, onClose, onSnooze }: SnoozeDateModalProps) {
  const t = useTexts(inboxConversationTexts).snooze;
  const errors = useTexts(inboxMessages);
  const common = useTexts(commonTexts).actions;
  const [value, setValue] = useState(() => toLocalInputValue(snoozeChoices().tomorrow));
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();

  const submit = () => {
    const until = fromLocalInputValue(value);
    if (!until) return setError(errors.snoozeRequired);
    if (until.getTime() <= Date.now()) return setError(errors.snoozeInPast);
    if (until.getTime() > Date.now() + SNOOZE_MAX_DAYS * 86_400_000) return setError(errors.snoozeTooFar);
    onSnooze(until);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.modalTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            type="datetime-local"
            label={t.dateLabel}
            description={t.dateHint}
            value={value}
            min={toLocalInputValue(new Date(now))}
            max={toLocalInputValue(new Date(now + SNOOZE_MAX_DAYS * 86_400_000))}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {common.cancel}
            </Button>
            <Button type="submit">{t.confirm}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
