import { meetsPasswordChecklist } from '@griot/contract/auth/passwordRules';
import { SLIDE_INTERVAL_SHORT_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Anchor, Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { classifyApiError } from '../../lib/apiErrors';
import { orpc } from '../../lib/orpc';
import { AuthHeading } from './AuthHeading';
import { AuthLayout } from './AuthLayout';
import { FormErrorAlert } from './FormErrorAlert';

/** /reset-password?token=…: a new password meeting the checklist, then a success screen. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resetPassword = useMutation(orpc.auth.resetPassword.mutationOptions());
  const [done, setDone] = useState(false);

  const strong = meetsPasswordChecklist(password);
  const matches = password === confirmPassword && confirmPassword.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!strong) return setError(messages.reset.criteriaNotMet);
    if (!matches) return setError(messages.reset.mismatch);
    setError(null);
    try {
      await resetPassword.mutateAsync({ token, password, confirmPassword });
      setDone(true);
    } catch (failure) {
      const classified = classifyApiError(failure);
      setError(
        classified.kind === 'response' && classified.message ? classified.message : messages.reset.generic,
      );
    }
  }

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_SHORT_MS}>
      {!token ? (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconLinkOff size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {messages.reset.invalidOrExpired}
          </Title>
          <Text c="dimmed">{messages.reset.invalid}</Text>
          <Button component={Link} to="/forgot-password">
            Demander un nouveau lien
          </Button>
        </Stack>
      ) : done ? (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={26}>
            Mot de passe réinitialisé
          </Title>
          <Text>
            {messages.reset.success} Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.
          </Text>
          <Button component={Link} to="/login" size="md">
            Se connecter
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <AuthHeading
              title="Nouveau mot de passe"
              subtitle="Choisissez un mot de passe que vous n'utilisez nulle part ailleurs."
            />
            <FormErrorAlert message={error} />
            <PasswordInput
              label="Nouveau mot de passe"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoFocus
            />
            <PasswordChecklist password={password} />
            <PasswordInput
              label="Confirmer le mot de passe"
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
              Réinitialiser le mot de passe
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
