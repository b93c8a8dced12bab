import { SLIDE_INTERVAL_MS } from '@griot/contract/constants';
import { Alert, Anchor, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthLayout } from '../AuthLayout';
import { CaptchaStep } from './CaptchaStep';
import { IdentityStep } from './IdentityStep';
import { PasswordStep } from './PasswordStep';
import { RegistrationSuccess } from './RegistrationSuccess';
import { useRegistrationWizard } from './useRegistrationWizard';

/** /register: the three-step wizard of seed 000 §2 — identity, password, captcha and terms. */
export function RegisterPage() {
  const wizard = useRegistrationWizard();
  const notice = wizard.notice && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} mb="md" role="alert">
      {wizard.notice}
    </Alert>
  );

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_MS}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Créer un compte
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Trois étapes pour lancer vos chatbots. Tous les champs sont obligatoires.
          </Text>
        </div>
        <Stepper
          active={wizard.registered ? 3 : wizard.step}
          onStepClick={(index) => !wizard.busy && !wizard.registered && wizard.goBack(index)}
          allowNextStepsSelect={false}
          size="sm"
          contentPadding="lg"
        >
          <Stepper.Step label="Identité">
            {notice}
            <IdentityStep
              values={wizard.identity.values}
              serverErrors={wizard.identity.serverErrors}
              submitted={wizard.identity.submitted}
              checking={wizard.checking}
              onChange={wizard.changeIdentity}
              onNext={wizard.submitIdentity}
            />
          </Stepper.Step>
          <Stepper.Step label="Mot de passe">
            {notice}
            <PasswordStep
              values={wizard.passwords.values}
              serverErrors={wizard.passwords.serverErrors}
              submitted={wizard.passwords.submitted}
              onChange={wizard.changePasswords}
              onBack={() => wizard.goBack(0)}
              onNext={wizard.submitPasswords}
            />
          </Stepper.Step>
          <Stepper.Step label="Vérification">
            {notice}
            <CaptchaStep
              captcha={wizard.captcha}
              termsAccepted={wizard.termsAccepted}
              onTermsChange={wizard.setTermsAccepted}
              submitting={wizard.submitting}
              onBack={() => wizard.goBack(1)}
              onSubmit={wizard.submitRegistration}
            />
          </Stepper.Step>
          <Stepper.Completed>
            <RegistrationSuccess />
          </Stepper.Completed>
        </Stepper>
        {!wizard.registered && (
          <Text ta="center" size="sm">
            Déjà un compte ?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Se connecter
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthLayout>
  );
}
