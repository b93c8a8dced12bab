import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { useTexts } from '../../../lib/i18n/useTexts';
import { useTextFields } from '../../../lib/useTextFields';
import { accountFailure } from '../accountFailure';
import { settingsTexts } from './settingsTexts';
import { useSecurityActions } from './useSecurityActions';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Changing the password: the current one proves the owner; the reset rules apply to the new one. */
export function PasswordChangeForm() {
  const t = useTexts(settingsTexts);
  const change = useSecurityActions().changePassword;
  const { fields, setFields, bind: field } = useTextFields(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(fields, { onSuccess: () => setFields(EMPTY) });
  };
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} fz="md" mb="xs">
        {t.security.passwordTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t.security.othersLoggedOut}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {change.isError && (
            <Alert color="red" role="alert">
              {accountFailure(change.error, t.security.changeFailed)}
            </Alert>
          )}
          <PasswordInput
            label={t.security.current}
            autoComplete="current-password"
            required
            {...field('current_password')}
          />
          <PasswordInput
            label={t.security.next}
            autoComplete="new-password"
            required
            {...field('new_password')}
          />
          {fields.new_password && <PasswordChecklist password={fields.new_password} />}
          <PasswordInput
            label={t.security.confirm}
            autoComplete="new-password"
            required
            {...field('confirm_password')}
          />
          <Button
            type="submit"
            loading={change.isPending}
            disabled={!fields.current_password || !fields.new_password}
            w="fit-content"
          >
            {t.security.change}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
