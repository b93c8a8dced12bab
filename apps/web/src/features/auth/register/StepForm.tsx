import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';

/** A wizard step's form: Enter or its submit button calls `onSubmit`, never the browser's own checks. */
export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}

/** The foot of a step: 'Retour' to the step before, when there is one, then the step's own button. */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const common = useTexts(commonTexts);
  return (
    <Group justify={onBack ? 'space-between' : 'flex-end'} mt="xs">
      {onBack && (
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {common.actions.back}
        </Button>
      )}
      {children}
    </Group>
  );
}
