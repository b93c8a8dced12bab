import type { Label } from '@griot/contract/inbox/inboxSchemas';
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { ColorSwatchPicker } from './ColorSwatchPicker';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import type { Refusal } from './serverRefusal';

type LabelValues = Pick<Label, 'name' | 'color'>;

interface LabelModalProps {
  opened: boolean;
  /** The label renamed or recoloured; none to create one. */
  editing: Label | null;
  pending: boolean;
  onSubmit: (values: LabelValues) => Promise<unknown>;
  onClose: () => void;
  refusalOf: (error: unknown) => Refusal;
}

/** A label's name and colour, with the badge as the inbox will show it. */
export function LabelModal(props: LabelModalProps) {
  const t = useTexts(inboxSettingsTexts).labels.modal;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.editing ? t.editTitle : t.createTitle}
      centered
    >
      {props.opened && <LabelForm {...props} />}
    </Modal>
  );
}

function LabelForm({ editing, pending, onSubmit, onClose, refusalOf }: LabelModalProps) {
  const t = useTexts(inboxSettingsTexts).labels.modal;
  const common = useTexts(commonTexts);
  const [values, setValues] = useState<LabelValues>({
    name: editing?.name ?? '',
    color: editing?.color ?? 'blue',
  });
  const [errors, setErrors] = useState<{ name?: string; color?: string; form?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    try {
      await onSubmit({ name: values.name.trim(), color: values.color });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      // A name already taken comes without a field: it is the name's anyway.
      if (refusal.field === 'color') setErrors({ color: refusal.message });
      else if (refusal.field === 'name' || refusal.field === undefined) setErrors({ name: refusal.message });
      else setErrors({ form: refusal.message });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label={t.name}
          placeholder={t.namePlaceholder}
          value={values.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setValues((current) => ({ ...current, name }));
            setErrors({});
          }}
          error={errors.name}
          maxLength={40}
          required
          data-autofocus
        />
        <ColorSwatchPicker
          value={values.color}
          error={errors.color}
          onChange={(color) => {
            setValues((current) => ({ ...current, color }));
            setErrors({});
          }}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t.preview}
          </Text>
          <Badge color={values.color} variant="light" tt="none" size="lg" maw="100%">
            {values.name.trim() || t.namePlaceholder}
          </Badge>
        </Group>
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
