import { SLIDE_INTERVAL_SHORT_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMail, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { classifyApiError } from '../../lib/apiErrors';
import { orpc } from '../../lib/orpc';
import { AuthHeading } from './AuthHeading';
import { AuthLayout } from './AuthLayout';
import { FormErrorAlert } from './FormErrorAlert';

/** /forgot-password: asks for the email, then tells the user to check the inbox and spam folder. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgotPassword = useMutation(orpc.auth.forgotPassword.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError(messages.forgot.emailRequired);
      return;
    }
    setError(null);
    try {
      await forgotPassword.mutateAsync({ email });
      setSentTo(email.trim());
    } catch (failure) {
      const classified = classifyApiError(failure);
      setError(
        classified.kind === 'response' && classified.message ? classified.message : messages.forgot.generic,
      );
    }
  }

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_SHORT_MS}>
      {sentTo ? (
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconMailCheck size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={26}>
            Vérifiez votre boîte de réception
          </Title>
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
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <AuthHeading
              title="Mot de passe oublié"
              subtitle="Indiquez l'email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
            />
            <FormErrorAlert message={error} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="vous@entreprise.com"
              leftSection={<IconMail size={16} aria-hidden />}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              autoFocus
            />
            <Button type="submit" size="md" loading={forgotPassword.isPending} fullWidth>
              Envoyer le lien
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Retour à la connexion
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
