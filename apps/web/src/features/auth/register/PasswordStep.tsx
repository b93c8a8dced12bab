import { PASSWORD_MIN_LENGTH } from '@griot/contract/constants';
import { Button, PasswordInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { registerTexts } from './registerTexts';
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

/** Step 2: the password and its confirmation. */
export function PasswordStep({
  values,
  onChange,
  serverErrors,
  submitted,
  onBack,
  onNext,
}: PasswordStepProps) {
  const t = useTexts(registerTexts);
  const common = useTexts(commonTexts);
  const { errorOf, touch } = useVisibleErrors(validatePassword(values), serverErrors, submitted);
  // Mantine's toggle says "Toggle password visibility": our words here, and reachable by keyboard.
  const toggleProps = { 'aria-label': t.password.show };

  return (
    <StepForm onSubmit={onNext}>
      <PasswordInput
        label={t.password.label}
        autoComplete="new-password"
        description={t.password.hint({ count: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={(event) => onChange({ password: event.currentTarget.value })}
        onBlur={touch('password')}
        error={errorOf('password')}
        visibilityToggleFocusable
        visibilityToggleButtonProps={toggleProps}
      />
      <PasswordInput
        label={t.password.confirm}
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
          {common.actions.next}
        </Button>
      </StepActions>
    </StepForm>
  );
}
