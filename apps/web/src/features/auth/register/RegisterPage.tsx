import { SLIDE_INTERVAL_MS } from '@griot/contract/constants';
import { Alert, Anchor, Stack, Stepper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/i18n/useTexts';
import { AuthHeading } from '../AuthHeading';
import { AuthLayout } from '../AuthLayout';
import { authTexts } from '../authTexts';
import { FormErrorAlert } from '../FormErrorAlert';
import { CaptchaStep } from './CaptchaStep';
import { IdentityStep } from './IdentityStep';
import { PasswordStep } from './PasswordStep';
import { RegistrationSuccess } from './RegistrationSuccess';
import { registerTexts } from './registerTexts';
import { useRegistrationInvitation } from './useRegistrationInvitation';
import { useRegistrationWizard } from './useRegistrationWizard';

/** /register: the three-step wizard — identity, password, captcha and terms. */
export function RegisterPage() {
  const t = useTexts(registerTexts);
  const auth = useTexts(authTexts);
  const { invitation, problem } = useRegistrationInvitation();
  const wizard = useRegistrationWizard(invitation);
  const notice = <FormErrorAlert message={wizard.notice} mb="md" />;

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_MS}>
      <Stack gap="lg">
        <AuthHeading title={t.title} subtitle={t.subtitle} />
        {invitation && !wizard.registered && (
          <Alert color="teal" variant="light" role="note">
            {t.invitation.joining({ workspace: invitation.workspaceName })}
          </Alert>
        )}
        {problem && <FormErrorAlert message={problem} />}
        <Stepper
          active={wizard.registered ? 3 : wizard.step}
          onStepClick={(index) => !wizard.busy && !wizard.registered && wizard.goBack(index)}
          allowNextStepsSelect={false}
          size="sm"
          contentPadding="lg"
        >
          <Stepper.Step label={t.steps.identity}>
            {notice}
            <IdentityStep
              values={wizard.identity.values}
              serverErrors={wizard.identity.serverErrors}
              submitted={wizard.identity.submitted}
              checking={wizard.checking}
              onChange={wizard.changeIdentity}
              onNext={wizard.submitIdentity}
              emailLocked={invitation !== null}
            />
          </Stepper.Step>
          <Stepper.Step label={t.steps.password}>
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
          <Stepper.Step label={t.steps.verification}>
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
            {t.alreadyRegistered}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {auth.login.submit}
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthLayout>
  );
}
