import { SLIDE_INTERVAL_SHORT_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { orpc } from '../../lib/orpc';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthOutcome } from './AuthOutcome';
import { BackToLoginLink } from './BackToLoginLink';
import { EmailField } from './EmailField';
import { responseMessage } from './responseMessage';

/** /forgot-password: asks for the email, then tells the user to check the inbox and spam folder. */
export function ForgotPasswordPage() {
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
        <AuthOutcome icon={<IconMailCheck size={34} aria-hidden />} title="Vérifiez votre boîte de réception">
          <Text>
            Si un compte correspond à <strong>{sentTo}</strong>, vous allez recevoir un lien pour choisir un
            nouveau mot de passe. Il est valable une heure.
          </Text>
          <Text c="dimmed" size="sm">
            Rien reçu d'ici quelques minutes ? Pensez à vérifier votre dossier de courrier indésirable (spam).
          </Text>
          <Button component={Link} to="/login" variant="light" leftSection={<IconArrowLeft size={16} />}>
            Retour à la connexion
          </Button>
        </AuthOutcome>
      ) : (
        <AuthForm
          title="Mot de passe oublié"
          subtitle="Indiquez l'email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
          error={error}
          onSubmit={submit}
        >
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" size="md" loading={forgotPassword.isPending} fullWidth>
            Envoyer le lien
          </Button>
          <BackToLoginLink />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
