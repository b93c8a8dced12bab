import { messages } from '@griot/contract/messages';
import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import classes from './RegisterPage.module.css';
import { registerTexts } from './registerTexts';

/** The end of the wizard: a short animation while the redirect to /login is pending. */
export function RegistrationSuccess() {
  const t = useTexts(registerTexts);
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <ThemeIcon size={84} radius={84} color="teal" className={classes.successIcon}>
        <IconCheck size={48} stroke={2.5} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3" ta="center">
        {messages.register.success}
      </Title>
      <Text c="dimmed" size="sm" ta="center">
        {t.redirecting}
      </Text>
      <Loader size="sm" type="dots" aria-hidden />
    </Stack>
  );
}
