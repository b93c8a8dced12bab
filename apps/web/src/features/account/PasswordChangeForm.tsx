import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api } from '../../lib/apiClient';
import { useTextFields } from '../../lib/useTextFields';
import { PasswordChecklist } from '../auth/PasswordChecklist';
import { accountFailure } from './accountFailure';
import { accountQueryKeys } from './accountQueries';
import { settingsTexts as t } from './settingsTexts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Changing the password: the current one proves the owner; the reset rules apply to the new one. */
export function PasswordChangeForm() {
  const queryClient = useQueryClient();
  const { fields, setFields, bind: field } = useTextFields(EMPTY);
  const change = useMutation({
    mutationFn: () => api.account.changePassword(fields),
    onSuccess: (result) => {
      setFields(EMPTY);
      notifications.show({ color: 'green', message: result.message });
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.profile });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
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
