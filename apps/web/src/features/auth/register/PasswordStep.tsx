import { PASSWORD_MIN_LENGTH } from '@griot/contract/constants';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useVisibleErrors } from './useVisibleErrors';
import type { PasswordErrors, PasswordValues } from './validatePassword';
import { validatePassword } from './validatePassword';

interface PasswordStepProps {
  values: PasswordValues;
  onChange: (patch: Partial<PasswordValues>) => void;
  /** What the server said about the password at final submit. */
  serverErrors: PasswordErrors;
  submitted: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Mantine's toggle says "Toggle password visibility": French here, and reachable by keyboard. */
const toggleProps = { 'aria-label': 'Afficher le mot de passe' };

/** Step 2: the password and its confirmation. */
export function PasswordStep({
  values,
  onChange,
  serverErrors,
  submitted,
  onBack,
  onNext,
}: PasswordStepProps) {
  const { errorOf, touch } = useVisibleErrors(validatePassword(values), serverErrors, submitted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Mot de passe"
          autoComplete="new-password"
          description={`Au moins ${PASSWORD_MIN_LENGTH} caractères`}
          value={values.password}
          onChange={(event) => onChange({ password: event.currentTarget.value })}
          onBlur={touch('password')}
          error={errorOf('password')}
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggleProps}
        />
        <PasswordInput
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => onChange({ confirmPassword: event.currentTarget.value })}
          onBlur={touch('confirmPassword')}
          error={errorOf('confirmPassword')}
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggleProps}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Retour
          </Button>
          <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
            Suivant
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
