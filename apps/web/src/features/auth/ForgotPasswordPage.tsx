import { SLIDE_INTERVAL_SHORT_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { textAround } from '../../lib/i18n/messageParts';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthOutcome } from './AuthOutcome';
import { authTexts } from './authTexts';
import { BackToLoginLink } from './BackToLoginLink';
import { EmailField } from './EmailField';
import { responseMessage } from './responseMessage';

/** /forgot-password: asks for the email, then tells the user to check the inbox and spam folder. */
export function ForgotPasswordPage() {
  const t = useTexts(authTexts);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgotPassword = useMutation(orpc.auth.forgotPassword.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit() {
    if (!email.trim()) {
      setError(messages.forgot.emailRequired);
      return;
    }
    setError(null);
    try {
      await forgotPassword.mutateAsync({ email });
      setSentTo(email.trim());
    } catch (failure) {
      setError(responseMessage(failure, messages.forgot.generic));
    }
  }

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_SHORT_MS}>
      {sentTo ? (
        <AuthOutcome icon={<IconMailCheck size={34} aria-hidden />} title={t.forgot.sentTitle}>
          <SentNotice email={sentTo} />
          <Text c="dimmed" size="sm">
            {t.forgot.spam}
          </Text>
          <Button component={Link} to="/login" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {t.backToLogin}
          </Button>
        </AuthOutcome>
      ) : (
        <AuthForm title={t.forgot.title} subtitle={t.forgot.subtitle} error={error} onSubmit={submit}>
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" size="md" loading={forgotPassword.isPending} fullWidth>
            {t.forgot.submit}
          </Button>
          <BackToLoginLink />
        </AuthForm>
      )}
    </AuthLayout>
  );
}

/** 'Si un compte correspond à awa@…' with the address typed in bold, where the language puts it. */
function SentNotice({ email }: { email: string }) {
  const t = useTexts(authTexts);
  const [before, after] = textAround(t.forgot.sent, 'email');
  return (
    <Text>
      {before}
      <strong>{email}</strong>
      {after}
    </Text>
  );
}
