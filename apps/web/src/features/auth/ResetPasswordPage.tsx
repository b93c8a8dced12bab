import { meetsPasswordChecklist } from '@griot/contract/auth/passwordRules';
import { SLIDE_INTERVAL_SHORT_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Button, PasswordInput, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthOutcome } from './AuthOutcome';
import { authTexts } from './authTexts';
import { BackToLoginLink } from './BackToLoginLink';
import { responseMessage } from './responseMessage';

/** /reset-password?token=…: a new password meeting the checklist, then a success screen. */
export function ResetPasswordPage() {
  const t = useTexts(authTexts);
  useTexts(messages);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resetPassword = useMutation(orpc.auth.resetPassword.mutationOptions());
  const [done, setDone] = useState(false);

  const strong = meetsPasswordChecklist(password);
  const matches = password === confirmPassword && confirmPassword.length > 0;

  async function submit() {
    if (!strong) return setError(messages.reset.criteriaNotMet);
    if (!matches) return setError(messages.reset.mismatch);
    setError(null);
    try {
      await resetPassword.mutateAsync({ token, password, confirmPassword });
      setDone(true);
    } catch (failure) {
      setError(responseMessage(failure, messages.reset.generic));
    }
  }

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_SHORT_MS}>
      {!token ? (
        <AuthOutcome
          icon={<IconLinkOff size={32} aria-hidden />}
          color="red"
          title={messages.reset.invalidOrExpired}
        >
          <Text c="dimmed">{messages.reset.invalid}</Text>
          <Button component={Link} to="/forgot-password">
            {t.reset.requestNewLink}
          </Button>
        </AuthOutcome>
      ) : done ? (
        <AuthOutcome icon={<IconCircleCheck size={34} aria-hidden />} color="teal" title={t.reset.doneTitle}>
          <Text>
            {messages.reset.success} {t.reset.canLogIn}
          </Text>
          <Button component={Link} to="/login" size="md">
            {t.login.submit}
          </Button>
        </AuthOutcome>
      ) : (
        <AuthForm title={t.reset.title} subtitle={t.reset.subtitle} error={error} onSubmit={submit}>
          <PasswordInput
            label={t.reset.password}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoFocus
          />
          <PasswordChecklist password={password} />
          <PasswordInput
            label={t.reset.confirm}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            error={confirmPassword && !matches ? messages.reset.mismatch : undefined}
          />
          <Button
            type="submit"
            size="md"
            loading={resetPassword.isPending}
            disabled={!strong || !matches}
            fullWidth
          >
            {t.reset.submit}
          </Button>
          <BackToLoginLink />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
