import { PASSWORD_MIN_LENGTH } from '@griot/contract/constants';
import { Button, PasswordInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { StepActions, StepForm } from './StepForm';
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

  return (
    <StepForm onSubmit={onNext}>
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
      <StepActions onBack={onBack}>
        <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
          Suivant
        </Button>
      </StepActions>
    </StepForm>
  );
}
